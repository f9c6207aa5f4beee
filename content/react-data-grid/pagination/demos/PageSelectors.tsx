import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  items: number;
  total: number;
}

const NAMES = ['Amara Diallo', 'Jonas Weber', 'Lucía Romero', 'Kenji Sato', 'Ada Nowak'];

const rows: Order[] = Array.from({ length: 18 }, (_, index) => ({
  id: 5001 + index,
  customer: NAMES[(index * 2) % NAMES.length] ?? '',
  items: 1 + ((index * 5) % 7),
  total: 24 + ((index * 613) % 380),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 100,
    // Money reads with its cents: 5,085.80, not 5,085.8.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

// The footer sums the orders of the current page only.
function PageTotalFooter() {
  const apiRef = useGridApiContext();
  const pageRows = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const pageTotal = pageRows.reduce((sum, entry) => sum + (entry.model as Order).total, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ pl: 2, whiteSpace: 'nowrap' }}>
        This page: €{pageTotal}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function PageSelectors() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        slots={{ footer: PageTotalFooter }}
      />
    </Box>
  );
}
