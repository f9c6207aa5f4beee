import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid';
}

const invoices: Invoice[] = [
  { id: 'INV-2291', customer: 'Harbor Bakery', amount: 1240, status: 'Paid' },
  { id: 'INV-2292', customer: 'Nordlys Design', amount: 3875.5, status: 'Sent' },
  { id: 'INV-2293', customer: 'Green Spoke Cycles', amount: 612.2, status: 'Draft' },
  { id: 'INV-2294', customer: 'Atlas Dental', amount: 2190, status: 'Paid' },
  { id: 'INV-2295', customer: 'Bluefin Logistics', amount: 8450, status: 'Draft' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120, editable: true },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Keys that start editing a cell in view mode: characters, Enter, Backspace and Delete.
const startsEditing = (key: string) => key.length === 1 || ['Enter', 'Backspace', 'Delete'].includes(key);

export default function LockedRows() {
  const [message, setMessage] = React.useState('');

  const isLocked = (row: Invoice) => row.status === 'Paid';

  // The props run before the grid's own handlers: flagging the event stops editing from starting.
  const handleDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
    if (isLocked(params.row as Invoice)) {
      event.defaultMuiPrevented = true;
      setMessage(`${params.id} is paid: it can no longer be edited.`);
    }
  };

  const handleKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    // Arrow keys still move the focus: only the keys that would open the editor are blocked.
    if (params.cellMode === 'view' && isLocked(params.row as Invoice) && startsEditing(event.key)) {
      event.defaultMuiPrevented = true;
      setMessage(`${params.id} is paid: it can no longer be edited.`);
    }
  };

  return (
    <Box sx={{ height: 366, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 20 }} color="text.secondary">
        {message || 'Double-click a customer or an amount, or focus one and type.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          onCellDoubleClick={handleDoubleClick}
          onCellKeyDown={handleKeyDown}
          hideFooter
        />
      </Box>
    </Box>
  );
}
