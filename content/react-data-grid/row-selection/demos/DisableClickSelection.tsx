import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contract {
  id: number;
  counterparty: string;
  document: string;
  renewal: string;
  owner: string;
}

const rows: Contract[] = [
  { id: 1, counterparty: 'Northwind Freight', document: 'MSA-2023-014.pdf', renewal: '2025-06-30', owner: 'Legal' },
  { id: 2, counterparty: 'Bluefin Analytics', document: 'DPA-2024-002.pdf', renewal: '2025-09-01', owner: 'Privacy' },
  { id: 3, counterparty: 'Cobalt Cleaning Co.', document: 'SOW-2024-031.pdf', renewal: '2025-04-15', owner: 'Facilities' },
  { id: 4, counterparty: 'Harbor Cloud', document: 'MSA-2022-007.pdf', renewal: '2026-01-31', owner: 'IT' },
  { id: 5, counterparty: 'Lumen Print', document: 'PO-2025-118.pdf', renewal: '2025-05-20', owner: 'Marketing' },
];

const columns = (onPreview: (file: string) => void): GridColDef<Contract>[] => [
  { field: 'counterparty', headerName: 'Counterparty', flex: 1, minWidth: 170 },
  {
    field: 'document',
    headerName: 'Document',
    width: 200,
    renderCell: (params) => (
      <Button size="small" onClick={() => onPreview(params.row.document)}>
        {params.row.document}
      </Button>
    ),
  },
  { field: 'renewal', headerName: 'Renewal', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

export default function DisableClickSelection() {
  const [clickDisabled, setClickDisabled] = React.useState(true);
  const [preview, setPreview] = React.useState('');
  const memoColumns = React.useMemo(() => columns(setPreview), []);

  return (
    <Box sx={{ height: 465, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={clickDisabled} onChange={(event) => setClickDisabled(event.target.checked)} />
          }
          label="disableRowSelectionOnClick"
        />
        <Typography variant="body2" role="status">
          {preview ? `Previewing ${preview}` : 'Click a document to preview it.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={memoColumns}
          checkboxSelection
          disableRowSelectionOnClick={clickDisabled}
        />
      </Box>
    </Box>
  );
}
