import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
}

const CLIENTS = ['Hartley Joinery', 'Blue Fern Café', 'Okafor Legal', 'Nordlys Studio'];

const rows: Invoice[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  number: `INV-2025-${String(index + 41).padStart(4, '0')}`,
  client: CLIENTS[(index * 3) % CLIENTS.length] ?? '',
  amount: 180 + ((index * 377) % 2400),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

const PAGE_SIZE = 5;
const lastPage = Math.ceil(rows.length / PAGE_SIZE) - 1;

export default function ControlledPaginationModel() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });

  return (
    <Box sx={{ height: 437, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel({ page: 0, pageSize: PAGE_SIZE })}
        >
          Oldest
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel({ page: lastPage, pageSize: PAGE_SIZE })}
        >
          Newest
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(paginationModel)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[PAGE_SIZE]}
        />
      </Box>
    </Box>
  );
}
