import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  branch: string;
  due: Date;
  daysOverdue: number;
}

const loans: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'Priya Natarajan', branch: 'Central', due: new Date(2025, 3, 2), daysOverdue: 12 },
  { id: 2, title: 'A Short History of Nearly Everything', borrower: 'Owen Gallagher', branch: 'Riverside', due: new Date(2025, 3, 10), daysOverdue: 4 },
  { id: 3, title: 'Pachinko', borrower: 'Mei Lin', branch: 'Central', due: new Date(2025, 3, 15), daysOverdue: 0 },
  { id: 4, title: 'The Overstory', borrower: 'Kwame Asante', branch: 'Central', due: new Date(2025, 2, 28), daysOverdue: 17 },
  { id: 5, title: 'Braiding Sweetgrass', borrower: 'Ingrid Solberg', branch: 'Hillcrest', due: new Date(2025, 3, 6), daysOverdue: 8 },
  { id: 6, title: 'Piranesi', borrower: 'Dario Conti', branch: 'Riverside', due: new Date(2025, 3, 18), daysOverdue: 0 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'branch', headerName: 'Branch', type: 'singleSelect', valueOptions: ['Central', 'Riverside', 'Hillcrest'], width: 170 },
  { field: 'due', headerName: 'Due', type: 'date', width: 150 },
  { field: 'daysOverdue', headerName: 'Days overdue', type: 'number', width: 170 },
];

// Overdue loans of the Central branch: each header filter with a value shows a clear button.
const overdueAtCentral: GridFilterModel = {
  items: [
    { id: 'branch', field: 'branch', operator: 'is', value: 'Central' },
    { id: 'overdue', field: 'daysOverdue', operator: '>', value: 0 },
  ],
};

export default function InlineClearButton() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={loans}
        columns={columns}
        headerFilters
        initialState={{ filter: { filterModel: overdueAtCentral } }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        hideFooter
      />
    </Box>
  );
}
