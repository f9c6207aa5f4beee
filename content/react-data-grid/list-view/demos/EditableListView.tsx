import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DataGridPro, useGridApiRef, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface StockCount {
  id: number;
  sku: string;
  item: string;
  bin: string;
  counted: number;
}

const rows: StockCount[] = [
  { id: 1, sku: 'BRK-0412', item: 'Brake pads, disc', bin: 'A-03', counted: 48 },
  { id: 2, sku: 'TUB-2820', item: 'Inner tube 28"', bin: 'A-07', counted: 120 },
  { id: 3, sku: 'CHN-1160', item: 'Chain, 11-speed', bin: 'B-01', counted: 35 },
  { id: 4, sku: 'LGT-0090', item: 'Rear light, USB', bin: 'C-12', counted: 62 },
];

// Hidden in list view, but the grid needs them: with no columns it shows "No columns".
const columns: GridColDef<StockCount>[] = [
  { field: 'item', headerName: 'Item' },
  { field: 'bin', headerName: 'Bin', editable: true },
  { field: 'counted', headerName: 'Counted', type: 'number', editable: true },
];

export default function EditableListView() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState<StockCount | null>(null);

  const save = () => {
    if (editing) {
      // Writes the new values into the grid's rows.
      apiRef.current?.updateRows([editing]);
    }
    setEditing(null);
  };

  const listViewColumn: GridListViewColDef<StockCount> = {
    field: 'count',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {row.item}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {row.sku} · bin {row.bin}
          </Typography>
        </Box>
        <Typography variant="subtitle2">{row.counted} pcs</Typography>
        <IconButton aria-label={`Edit the count of ${row.item}`} onClick={() => setEditing(row)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Stack>
    ),
  };

  return (
    <Box sx={{ height: 315, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        <DialogTitle>Edit count</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Bin"
              value={editing?.bin ?? ''}
              onChange={(event) => setEditing((prev) => prev && { ...prev, bin: event.target.value })}
            />
            <TextField
              label="Counted"
              type="number"
              value={editing?.counted ?? 0}
              onChange={(event) => setEditing((prev) => prev && { ...prev, counted: Number(event.target.value) })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
