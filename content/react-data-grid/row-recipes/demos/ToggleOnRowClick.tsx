import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Transaction {
  id: number;
  date: string;
  payee: string;
  amount: number;
  category: string;
  reference: string;
  card: string;
}

const rows: Transaction[] = [
  { id: 1, date: '2025-03-28', payee: 'Mercado Central', amount: -54.2, category: 'Groceries', reference: 'POS 0328-1142', card: '•••• 4417' },
  { id: 2, date: '2025-03-27', payee: 'Salary, Harbour Dental Group', amount: 2480, category: 'Income', reference: 'SEPA credit MAR25', card: 'Transfer' },
  { id: 3, date: '2025-03-26', payee: 'Comboios de Portugal', amount: -31.9, category: 'Travel', reference: 'Online 7F2KQ', card: '•••• 4417' },
  { id: 4, date: '2025-03-25', payee: 'Farmácia Avenida', amount: -12.75, category: 'Health', reference: 'POS 0325-0918', card: '•••• 9031' },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 200 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (value: number) => euros.format(value) },
];

const getDetailPanelContent = ({ row }: GridRowParams<Transaction>) => (
  <Typography variant="body2" sx={{ py: 1.5, px: 7 }}>
    {row.category} · {row.card} · Reference {row.reference}
  </Typography>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function ToggleOnRowClick() {
  const apiRef = useGridApiRef();

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    // A click in the toggle column is already handled by the grid: toggling here too would undo it.
    if (params.field === GRID_DETAIL_PANEL_TOGGLE_FIELD) return;
    apiRef.current?.toggleDetailPanel(params.id);
  };

  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
