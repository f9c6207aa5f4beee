import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueDate: string;
}

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 160 },
  { field: 'dueDate', headerName: 'Due', width: 120 },
];

function NoLoansOverlay() {
  return (
    <GridOverlay role="status">
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        No books on loan
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Loans appear here as soon as a member borrows a book.
      </Typography>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={[] as Loan[]} columns={columns} slots={{ noRowsOverlay: NoLoansOverlay }} hideFooter />
    </Box>
  );
}
