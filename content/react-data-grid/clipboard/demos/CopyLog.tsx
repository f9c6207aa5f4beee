import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Part {
  id: number;
  part: string;
  supplier: string;
  unitCost: number;
  inStock: number;
}

const rows: Part[] = [
  { id: 1, part: 'Brake pad set, front', supplier: 'Ferodo', unitCost: 42.9, inStock: 18 },
  { id: 2, part: 'Oil filter, 1.6 TDI', supplier: 'Mann', unitCost: 8.35, inStock: 64 },
  { id: 3, part: 'Wiper blade, 600 mm', supplier: 'Bosch', unitCost: 11.2, inStock: 33 },
  { id: 4, part: 'Spark plug, iridium', supplier: 'NGK', unitCost: 9.75, inStock: 120 },
];

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'supplier', headerName: 'Supplier', width: 120 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 110, valueFormatter: (value: number) => currency.format(value) },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

// Shows tabs and line breaks, which are invisible in plain text.
const showWhitespace = (text: string) => text.replace(/\t/g, '⇥').replace(/\r?\n/g, '↵\n');

export default function CopyLog() {
  const [copied, setCopied] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 486, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 321 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onClipboardCopy={setCopied}
        />
      </Box>
      <Typography variant="caption">Last copy (⇥ is a tab, ↵ a line break)</Typography>
      <Typography
        component="pre"
        role="log"
        aria-label="Last copied text"
        sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {copied === null ? 'Focus a cell or select rows, then press Ctrl+C or ⌘C.' : showWhitespace(copied)}
      </Typography>
    </Box>
  );
}
