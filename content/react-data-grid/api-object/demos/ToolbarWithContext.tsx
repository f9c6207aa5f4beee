import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridFilteredSortedRowEntriesSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Bill {
  id: number;
  supplier: string;
  dueDate: Date;
  amount: number;
}

const TODAY = new Date(2025, 3, 15);

const bills: Bill[] = [
  { id: 1, supplier: 'Cobalt Energy', dueDate: new Date(2025, 3, 2), amount: 412.8 },
  { id: 2, supplier: 'Riverbend Water', dueDate: new Date(2025, 3, 28), amount: 96.5 },
  { id: 3, supplier: 'Summit Office Supply', dueDate: new Date(2025, 3, 9), amount: 238 },
  { id: 4, supplier: 'Lumen Telecom', dueDate: new Date(2025, 4, 3), amount: 159.99 },
  { id: 5, supplier: 'Harbour Cleaning', dueDate: new Date(2025, 3, 11), amount: 640 },
];

const columns: GridColDef<Bill>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

// Rendered by the grid in its toolbar slot: the API comes from the context, no ref to pass down.
function BillsToolbar() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const selectOverdue = () => {
    const overdue = gridFilteredSortedRowEntriesSelector(apiRef)
      .filter((entry) => (entry.model as Bill).dueDate < TODAY)
      .map((entry) => entry.id);
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set(overdue) });
  };

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {selected} selected
      </Typography>
      <Button size="small" onClick={selectOverdue}>
        Select overdue
      </Button>
      <Button
        size="small"
        onClick={() => apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })}
      >
        Clear selection
      </Button>
    </Toolbar>
  );
}

export default function ToolbarWithContext() {
  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        rows={bills}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: BillsToolbar }}
        hideFooter
      />
    </Box>
  );
}
