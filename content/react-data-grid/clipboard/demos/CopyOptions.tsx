import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  meter: string;
  readAt: Date;
  kwh: number;
}

const rows: Reading[] = [
  { id: 1, meter: 'Flat 1A', readAt: new Date(2026, 10, 1, 9, 12), kwh: 231.4 },
  { id: 2, meter: 'Flat 1B', readAt: new Date(2026, 10, 1, 9, 20), kwh: 187.05 },
  { id: 3, meter: 'Flat 2A', readAt: new Date(2026, 10, 1, 9, 31), kwh: 302.9 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', flex: 1, minWidth: 120 },
  { field: 'readAt', headerName: 'Read at', type: 'dateTime', width: 200 },
  { field: 'kwh', headerName: 'Consumption', type: 'number', width: 140, valueFormatter: (value: number) => `${value.toFixed(1)} kWh` },
];

const showWhitespace = (text: string) => text.replace(/\t/g, '⇥').replace(/\r?\n/g, '↵\n');

export default function CopyOptions() {
  const [rawValues, setRawValues] = React.useState(false);
  const [commas, setCommas] = React.useState(false);
  const [copied, setCopied] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="Copy raw values"
        />
        <FormControlLabel
          control={<Switch checked={commas} onChange={(event) => setCommas(event.target.checked)} />}
          label="Separate cells with commas"
        />
      </Stack>
      <Box sx={{ height: 269 }}>
        {/* Both props are read when the grid mounts: the key remounts it when they change. */}
        <DataGrid
          key={`${rawValues}-${commas}`}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport={{ clipboardExport: rawValues, csvExport: rawValues }}
          clipboardCopyCellDelimiter={commas ? ',' : '\t'}
          onClipboardCopy={setCopied}
        />
      </Box>
      <Typography
        component="pre"
        role="log"
        aria-label="Last copied text"
        sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {copied === null ? 'Copy a cell or selected rows to see the text.' : showWhitespace(copied)}
      </Typography>
    </Box>
  );
}
