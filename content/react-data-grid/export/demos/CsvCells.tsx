import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  contact: string;
  phone: string;
  balance: number;
  since: Date;
  note: string;
}

const rows: Supplier[] = [
  { id: 1, name: 'Fresh Fields Co-op', contact: 'Ines "Nessa" Duarte', phone: '+351 21 555 0199', balance: -1250.4, since: new Date(2019, 3, 1), note: 'Pays on delivery' },
  { id: 2, name: 'Pacific Packaging, Inc.', contact: 'Ray Castillo', phone: '+1 415 555 0134', balance: 8830, since: new Date(2021, 8, 15), note: '=HYPERLINK("http://example.com","Invoice")' },
  { id: 3, name: 'Maple Grain Mills', contact: 'Ella Fraser', phone: '(204) 555 0171', balance: 0, since: new Date(2024, 0, 8), note: '' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 130 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'phone', headerName: 'Phone', width: 140 },
  { field: 'balance', headerName: 'Balance', type: 'number', width: 100, valueFormatter: (value: number) => currency.format(value) },
  { field: 'since', headerName: 'Since', type: 'date', width: 100 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 120 },
];

export default function CsvCells() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = React.useState(false);
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, rawValues, escapeFormulas]);

  return (
    <Box sx={{ height: 600, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="ignoreValueFormatterDuringExport"
        />
        <FormControlLabel
          control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
          label="escapeFormulas"
        />
      </Stack>
      <Box sx={{ height: 318 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          ignoreValueFormatterDuringExport={rawValues}
          slotProps={{ toolbar: { csvOptions: { escapeFormulas, fileName: 'suppliers' } } }}
        />
      </Box>
      <Typography component="pre" variant="body2" aria-label="CSV preview" sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {csv}
      </Typography>
    </Box>
  );
}
