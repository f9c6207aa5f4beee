import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: string;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Greenleaf Dental', amount: 1280, due: '2025-02-28', status: 'Overdue' },
  { id: 'INV-1042', client: 'Atlas Joinery', amount: 3450, due: '2025-03-10', status: 'Paid' },
  { id: 'INV-1043', client: 'Kestrel Yoga Studio', amount: 420, due: '2025-03-14', status: 'Overdue' },
  { id: 'INV-1044', client: 'Marlow & Finch', amount: 7800, due: '2025-04-02', status: 'Open' },
  { id: 'INV-1045', client: 'Pinecone Bakery', amount: 615, due: '2025-04-05', status: 'Open' },
  { id: 'INV-1046', client: 'Quayside Rowing Club', amount: 990, due: '2025-03-01', status: 'Overdue' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const overdueIds = rows.filter((row) => row.status === 'Overdue').map((row) => row.id);

export default function ControlledRowSelection() {
  // The grid has no initial state for selection: start the controlled model with the ids to preselect.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['INV-1044']),
  });
  const total = rows
    .filter((row) => selection.ids.has(row.id))
    .reduce((sum, row) => sum + row.amount, 0);

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelection({ type: 'include', ids: new Set(overdueIds) })}
        >
          Select overdue
        </Button>
        <Button size="small" onClick={() => setSelection({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
        <Typography variant="body2" role="status">
          {selection.ids.size} {selection.ids.size === 1 ? 'invoice' : 'invoices'}, €{total.toLocaleString('en-US')}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
