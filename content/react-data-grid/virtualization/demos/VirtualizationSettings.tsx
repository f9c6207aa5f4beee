import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Nurse = { id: number; name: string } & Record<string, string | number>;

const FIRST = ['Amara', 'Jonas', 'Priya', 'Tomás', 'Ingrid', 'Kwame', 'Mei', 'Oskar', 'Leila', 'Rafael'];
const LAST = ['Okafor', 'Lindqvist', 'Raman', 'Duarte', 'Berg', 'Mensah', 'Chen', 'Novak', 'Haddad', 'Silva'];
const SHIFTS = ['Early', 'Late', 'Night', 'Off', 'Early', 'Late', 'Off'];
const DAYS = Array.from({ length: 28 }, (_, index) => `Feb ${index + 1}`);

// A four-week rota for 100 nurses: 100 rows of 29 columns, one page of the Community grid.
const rows: Nurse[] = Array.from({ length: 100 }, (_, index) => {
  const row: Nurse = { id: index + 1, name: `${FIRST[index % 10]} ${LAST[(index * 3) % 10]}` };
  DAYS.forEach((day, dayIndex) => {
    row[day] = SHIFTS[(index + dayIndex * 2) % SHIFTS.length] ?? '';
  });
  return row;
});

const columns: GridColDef<Nurse>[] = [
  { field: 'name', headerName: 'Nurse', width: 150 },
  ...DAYS.map((day): GridColDef<Nurse> => ({ field: day, headerName: day, width: 80, sortable: false })),
];

const BUFFERS = [0, 150, 600];

export default function VirtualizationSettings() {
  const apiRef = useGridApiRef();
  const [disabled, setDisabled] = React.useState(false);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const [inDom, setInDom] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    let timer = 0;
    const count = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const root = api.rootElementRef.current;
        if (!root) return;
        const rowCount = root.querySelectorAll(`.${gridClasses.row}`).length;
        const cellCount = root.querySelectorAll(`.${gridClasses.cell}[data-field]`).length;
        setInDom(`In the DOM: ${rowCount} rows, ${cellCount} cells`);
      });
    };
    count();
    const unsubscribers = [
      api.subscribeEvent('stateChange', count),
      api.subscribeEvent('scrollPositionChange', count),
    ];
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      window.clearTimeout(timer);
    };
    // The grid remounts when a buffer changes (see `key`), so subscribe again.
  }, [apiRef, rowBufferPx, columnBufferPx]);

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="Disable virtualization"
        />
        <TextField
          select
          size="small"
          label="Row buffer"
          value={rowBufferPx}
          onChange={(event) => setRowBufferPx(Number(event.target.value))}
          disabled={disabled}
        >
          {BUFFERS.map((px) => (
            <MenuItem key={px} value={px}>{`${px} px`}</MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Column buffer"
          value={columnBufferPx}
          onChange={(event) => setColumnBufferPx(Number(event.target.value))}
          disabled={disabled}
        >
          {BUFFERS.map((px) => (
            <MenuItem key={px} value={px}>{`${px} px`}</MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          {inDom}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          // The buffers are read when the grid scrolls: a new grid applies them at once.
          key={`${rowBufferPx}-${columnBufferPx}`}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          disableVirtualization={disabled}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
        />
      </Box>
    </Box>
  );
}
