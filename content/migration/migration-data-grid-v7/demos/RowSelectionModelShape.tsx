import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRowSelectionModel,
  createRowSelectionManager,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: 'Paid' | 'Due' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-2041', customer: 'Nordhavn Café', amount: 1240, status: 'Paid' },
  { id: 'INV-2042', customer: 'Atelier Brunet', amount: 380, status: 'Due' },
  { id: 'INV-2043', customer: 'Kestrel Logistics', amount: 5120, status: 'Overdue' },
  { id: 'INV-2044', customer: 'Olmo & Figli', amount: 760, status: 'Due' },
  { id: 'INV-2045', customer: 'Pinecrest Dental', amount: 2290, status: 'Paid' },
  { id: 'INV-2046', customer: 'Saltmarsh Books', amount: 145, status: 'Overdue' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const modelSx = {
  m: 0,
  p: 1.5,
  height: 150,
  overflow: 'auto',
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

function printModel(model: GridRowSelectionModel) {
  const ids = [...model.ids].map((id) => `'${id}'`).join(', ');
  return `rowSelectionModel = {\n  type: '${model.type}',\n  ids: new Set([${ids}]),\n}`;
}

export default function RowSelectionModelShape() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['INV-2043']),
  });

  // A manager answers "is this row selected?" for both model types
  const manager = createRowSelectionManager(model);
  const selected = rows.filter((row) => manager.has(row.id));
  const total = selected.reduce((sum, row) => sum + row.amount, 0);
  const summary = `${selected.length} of ${rows.length} invoices selected, ${total.toLocaleString('en-US')} € in total`;

  return (
    <Box sx={{ height: 600, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="pre" sx={modelSx}>
        {printModel(model)}
      </Box>
      <Typography variant="body2">{summary}</Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
