import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';

interface Grant {
  id: number;
  applicant: string;
  programme: string;
  requested: number;
  decision: string;
}

const rows: Grant[] = [
  { id: 1, applicant: 'Riverside Food Bank', programme: 'Community', requested: 12000, decision: 'Approved' },
  { id: 2, applicant: 'Hilltop Youth Orchestra', programme: 'Arts', requested: 8500, decision: 'Pending' },
  { id: 3, applicant: 'Green Corridor Trust', programme: 'Environment', requested: 20000, decision: 'Approved' },
];

const columns: GridColDef<Grant>[] = [
  { field: 'applicant', headerName: 'Applicant', flex: 1, minWidth: 200 },
  { field: 'programme', headerName: 'Programme', width: 140 },
  { field: 'requested', headerName: 'Requested ($)', type: 'number', width: 140 },
  { field: 'decision', headerName: 'Decision', width: 120 },
];

function GrantsToolbar() {
  return (
    <Toolbar>
      {/* An element: the component adds its own props (onClick, children) to it. */}
      <ExportCsv render={<Button variant="outlined" size="small" startIcon={<DescriptionIcon />} />}>
        CSV
      </ExportCsv>
      {/* A function: it receives the props to spread on the element you return. */}
      <ExportExcel
        options={{ fileName: 'grant-applications' }}
        render={(props) => (
          <Button {...props} variant="contained" size="small" disableElevation startIcon={<TableViewIcon />}>
            Excel workbook
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function CustomExportElements() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: GrantsToolbar }} showToolbar />
    </Box>
  );
}
