import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: Date;
}

const rows: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'M. Ortega', due: new Date(2026, 11, 2) },
  { id: 2, title: 'Braiding Sweetgrass', borrower: 'K. Adeyemi', due: new Date(2026, 11, 5) },
  { id: 3, title: 'A Brief History of Time', borrower: 'L. Nguyen', due: new Date(2026, 11, 9) },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

function LoansToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Print loans">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Tooltip title="Download loans as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'library-loans' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Library loans"
        slots={{ toolbar: LoansToolbar }}
        showToolbar
      />
    </Box>
  );
}
