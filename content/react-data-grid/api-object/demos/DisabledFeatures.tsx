import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const products: Product[] = [
  { id: 'TEA-01', name: 'Sencha, first flush', category: 'Green tea', price: 12.5, stock: 40 },
  { id: 'TEA-02', name: 'Assam breakfast', category: 'Black tea', price: 8.9, stock: 0 },
  { id: 'TEA-03', name: 'Oolong, roasted', category: 'Oolong', price: 15, stock: 12 },
  { id: 'TEA-04', name: 'Darjeeling second flush', category: 'Black tea', price: 17.5, stock: 6 },
  { id: 'TEA-05', name: 'Genmaicha', category: 'Green tea', price: 7.2, stock: 0 },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Tea', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function DisabledFeatures() {
  const apiRef = useGridApiRef();
  const [skuVisible, setSkuVisible] = React.useState(true);

  // The props below remove the filter, sort and column menu UI; the API methods still work.
  const inStockOnly = () =>
    apiRef.current?.upsertFilterItem({ id: 'stock', field: 'stock', operator: '>', value: 0 });
  const cheapestFirst = () => apiRef.current?.sortColumn('price', 'asc');
  const toggleSku = () => {
    apiRef.current?.setColumnVisibility('id', !skuVisible);
    setSkuVisible(!skuVisible);
  };
  const reset = () => {
    apiRef.current?.setFilterModel({ items: [] });
    apiRef.current?.setSortModel([]);
  };

  return (
    <Box sx={{ height: 395, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={inStockOnly}>
          In stock only
        </Button>
        <Button size="small" variant="outlined" onClick={cheapestFirst}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={toggleSku} aria-pressed={!skuVisible}>
          {skuVisible ? 'Hide SKU' : 'Show SKU'}
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={products}
          columns={columns}
          disableColumnFilter
          disableColumnSorting
          disableColumnSelector
          hideFooter
        />
      </Box>
    </Box>
  );
}
