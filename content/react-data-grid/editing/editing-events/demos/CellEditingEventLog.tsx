import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellModesModel, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Sample {
  id: string;
  assay: string;
  volume: number;
  note: string;
}

const rows: Sample[] = [
  { id: 'S-0141', assay: 'PCR', volume: 50, note: 'Re-run of plate 7' },
  { id: 'S-0142', assay: 'ELISA', volume: 100, note: '' },
  { id: 'S-0143', assay: 'Sequencing', volume: 20, note: 'Low yield' },
];

const columns: GridColDef<Sample>[] = [
  { field: 'id', headerName: 'Sample', width: 100 },
  { field: 'assay', headerName: 'Assay', type: 'singleSelect', valueOptions: ['ELISA', 'PCR', 'Sequencing'], width: 130, editable: true },
  { field: 'volume', headerName: 'Volume (µL)', type: 'number', width: 120, editable: true },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 150, editable: true },
];

const VISIBLE_LINES = 7;

export default function CellEditingEventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const count = React.useRef(0);
  const write = (line: string) => {
    count.current += 1;
    const entry = `${count.current}. ${line}`;
    setLog((prev) => [...prev, entry].slice(-VISIBLE_LINES));
  };

  const handleStart: GridEventListener<'cellEditStart'> = (params) =>
    write(`cellEditStart · ${params.id} / ${params.field} · reason: ${params.reason}`);
  const handleStop: GridEventListener<'cellEditStop'> = (params) =>
    write(`cellEditStop · ${params.id} / ${params.field} · reason: ${params.reason}`);
  const handleModel = (model: GridCellModesModel) => write(`cellModesModelChange · ${JSON.stringify(model)}`);

  const processRowUpdate = (newRow: Sample, oldRow: Sample) => {
    const changed = (Object.keys(newRow) as (keyof Sample)[]).filter((field) => newRow[field] !== oldRow[field]);
    write(`processRowUpdate · ${newRow.id} · changed: ${changed.join(', ') || 'nothing'}`);
    return newRow;
  };

  return (
    <Box sx={{ height: 417, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 214 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          onCellModesModelChange={handleModel}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p" id="cell-event-log">
          Event log
        </Typography>
        <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
          Clear
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-labelledby="cell-event-log"
        aria-live="polite"
        sx={{ m: 0, p: 1, flex: 1, listStyle: 'none', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
      >
        {log.length === 0 && (
          <Typography component="li" variant="caption" color="text.secondary">
            Double-click a cell, or focus one and type, then press Enter, Tab or Escape.
          </Typography>
        )}
        {log.map((line) => (
          <Typography key={line} component="li" variant="caption" noWrap title={line} sx={{ display: 'block', fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
