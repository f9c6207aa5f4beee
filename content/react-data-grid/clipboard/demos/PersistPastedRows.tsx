import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Seat {
  id: number;
  employee: string;
  desk: string;
  floor: number;
}

const initialRows: Seat[] = [
  { id: 1, employee: 'Leila Farouk', desk: 'N-14', floor: 3 },
  { id: 2, employee: 'Daniel Okoro', desk: 'N-15', floor: 3 },
  { id: 3, employee: 'Sven Aalto', desk: 'S-02', floor: 4 },
  { id: 4, employee: 'Rosa Jiménez', desk: 'S-03', floor: 4 },
];

const columns: GridColDef<Seat>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'desk', headerName: 'Desk', width: 100, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90, editable: true },
];

export default function PersistPastedRows() {
  const [rows, setRows] = React.useState(initialRows);
  const [messages, setMessages] = React.useState<string[]>([]);
  const log = (message: string) => setMessages((previous) => [message, ...previous].slice(0, 4));

  const processRowUpdate = (newRow: Seat, oldRow: Seat) => {
    if (!Number.isInteger(newRow.floor) || newRow.floor < 0 || newRow.floor > 6) {
      throw new Error(`${oldRow.employee}: floor must be a whole number from 0 to 6`);
    }
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    log(`Saved ${newRow.employee}: desk ${newRow.desk}, floor ${newRow.floor}`);
    return newRow;
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 267 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => log(`Rejected: ${error.message}`)}
        />
      </Box>
      <Box role="log" aria-label="Saved rows" sx={{ flex: 1, p: 1, bgcolor: 'action.hover' }}>
        {messages.length === 0 ? (
          <Typography variant="body2">Copy a desk and a floor, then paste them on another row.</Typography>
        ) : (
          messages.map((message, index) => (
            <Typography key={index} variant="body2" noWrap>
              {message}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
