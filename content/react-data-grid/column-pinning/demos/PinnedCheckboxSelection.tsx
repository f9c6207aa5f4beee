import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Applicant {
  id: number;
  name: string;
  role: string;
  email: string;
  city: string;
  experience: number;
  noticeWeeks: number;
  salary: number;
  source: string;
  applied: string;
  stage: string;
  interviewer: string;
}

const rows: Applicant[] = [
  { id: 1, name: 'Amara Diallo', email: 'amara.diallo@mailbox.pt', role: 'Data engineer', city: 'Lisbon', experience: 6, noticeWeeks: 4, salary: 68000, source: 'Referral', applied: '2025-02-11', stage: 'Technical interview', interviewer: 'R. Costa' },
  { id: 2, name: 'Felix Brandt', email: 'f.brandt@posteo.de', role: 'Data engineer', city: 'Berlin', experience: 3, noticeWeeks: 8, salary: 61000, source: 'Job board', applied: '2025-02-13', stage: 'Phone screen', interviewer: 'K. Weiss' },
  { id: 3, name: 'Sofia Greco', email: 'sofia.greco.design@gmail.com', role: 'Product designer', city: 'Turin', experience: 8, noticeWeeks: 12, salary: 72000, source: 'Portfolio site', applied: '2025-02-14', stage: 'Offer', interviewer: 'L. Marchetti' },
  { id: 4, name: 'Yusuf Kaya', email: 'yusuf.kaya@outlook.com', role: 'Site reliability engineer', city: 'Istanbul', experience: 5, noticeWeeks: 4, salary: 64000, source: 'Referral', applied: '2025-02-18', stage: 'Technical interview', interviewer: 'R. Costa' },
  { id: 5, name: 'Nora Halvorsen', email: 'nora.halvorsen@proton.me', role: 'Product designer', city: 'Oslo', experience: 2, noticeWeeks: 4, salary: 58000, source: 'Job board', applied: '2025-02-20', stage: 'Phone screen', interviewer: 'L. Marchetti' },
];

const columns: GridColDef<Applicant>[] = [
  { field: 'name', headerName: 'Applicant', width: 170 },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'experience', headerName: 'Years', type: 'number', width: 100 },
  { field: 'noticeWeeks', headerName: 'Notice (weeks)', type: 'number', width: 140 },
  {
    field: 'salary',
    headerName: 'Expected salary',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  { field: 'source', headerName: 'Source', width: 140 },
  { field: 'applied', headerName: 'Applied', width: 120 },
  { field: 'stage', headerName: 'Stage', width: 190 },
  { field: 'interviewer', headerName: 'Interviewer', width: 140 },
];

export default function PinnedCheckboxSelection() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'] },
        }}
      />
    </Box>
  );
}
