import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid';

interface Enrollment {
  id: number;
  student: string;
  program: string;
  credits: number;
  status: 'Enrolled' | 'Waitlisted' | 'Withdrawn';
}

const rows: Enrollment[] = [
  { id: 1, student: 'Aiko Tanaka', program: 'Marine biology', credits: 18, status: 'Enrolled' },
  { id: 2, student: 'Bilal Chaudhry', program: 'Economics', credits: 12, status: 'Withdrawn' },
  { id: 3, student: 'Camila Rojas', program: 'Marine biology', credits: 15, status: 'Enrolled' },
  { id: 4, student: 'Dmitri Volkov', program: 'Computer science', credits: 0, status: 'Waitlisted' },
  { id: 5, student: 'Efua Mensah', program: 'Economics', credits: 9, status: 'Withdrawn' },
  { id: 6, student: 'Finn Gallagher', program: 'Computer science', credits: 21, status: 'Enrolled' },
];

const columns: GridColDef<Enrollment>[] = [
  { field: 'student', headerName: 'Student', flex: 1, minWidth: 160 },
  { field: 'program', headerName: 'Program', width: 170 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// Students who withdrew cannot be picked for the next mailing.
const isRowSelectable = (params: GridRowParams<Enrollment>) => params.row.status !== 'Withdrawn';

export default function NonSelectableRows() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} />
    </Box>
  );
}
