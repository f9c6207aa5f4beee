import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Laptop {
  id: number;
  model: string;
  cpu: string;
  memory: number;
  storage: number;
  screen: number;
  weight: number;
  battery: number;
  ports: string;
  price: number;
  warranty: number;
}

const rows: Laptop[] = [
  { id: 1, model: 'Aero 14 Pro', cpu: '12-core, 3.8 GHz', memory: 32, storage: 1024, screen: 14.2, weight: 1.39, battery: 18, ports: '2 × USB-C, HDMI', price: 1899, warranty: 2 },
  { id: 2, model: 'Field 15 Rugged', cpu: '8-core, 3.2 GHz', memory: 16, storage: 512, screen: 15.6, weight: 2.85, battery: 11, ports: '3 × USB-A, Ethernet, serial', price: 2450, warranty: 5 },
  { id: 3, model: 'Slate 13 Air', cpu: '8-core, 3.0 GHz', memory: 16, storage: 256, screen: 13.3, weight: 0.98, battery: 15, ports: '2 × USB-C', price: 1099, warranty: 1 },
  { id: 4, model: 'Studio 16 Max', cpu: '16-core, 4.1 GHz', memory: 64, storage: 2048, screen: 16.1, weight: 2.1, battery: 14, ports: '3 × USB-C, HDMI, SD card', price: 3299, warranty: 3 },
];

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', width: 190 },
  { field: 'cpu', headerName: 'Processor', width: 200 },
  { field: 'memory', headerName: 'Memory (GB)', type: 'number', width: 150 },
  { field: 'storage', headerName: 'Storage (GB)', type: 'number', width: 150 },
  { field: 'screen', headerName: 'Screen (in)', type: 'number', width: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 140 },
  { field: 'battery', headerName: 'Battery (h)', type: 'number', width: 140 },
  { field: 'ports', headerName: 'Ports', width: 300 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 140 },
  { field: 'warranty', headerName: 'Warranty (years)', type: 'number', width: 170 },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('price');
  const [report, setReport] = React.useState('');

  const describe = () => {
    const side = apiRef.current?.isColumnPinned(field);
    setReport(`${field}: ${side || 'not pinned'} · ${JSON.stringify(apiRef.current?.getPinnedColumns())}`);
  };

  return (
    <Box sx={{ height: 441, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', flexShrink: 0, pt: 1 }}>
        <TextField select size="small" label="Column" value={field} onChange={(event) => setField(event.target.value)} sx={{ width: 150 }}>
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}>
          Pin left
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}>
          Pin right
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Button size="small" onClick={describe}>
          Check
        </Button>
      </Stack>
      <Typography variant="caption" sx={{ fontFamily: 'monospace', minHeight: 20, flexShrink: 0 }}>
        {report}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
