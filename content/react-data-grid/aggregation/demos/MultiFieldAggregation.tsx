import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  unitsSold: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, product: 'Sourdough loaf', unitsSold: 84, revenue: 546 },
  { id: 2, product: 'Butter croissant', unitsSold: 152, revenue: 364.8 },
  { id: 3, product: 'Lemon tart', unitsSold: 41, revenue: 200.9 },
  { id: 4, product: 'Cinnamon bun', unitsSold: 96, revenue: 307.2 },
];

interface UnitsAndRevenue {
  unitsSold: number;
  revenue: number;
}

// The average price of a unit sold is total revenue / total units, not the mean of the prices.
const weightedPrice: GridAggregationFunction<UnitsAndRevenue, number | null> = {
  getCellValue: ({ row }) => ({ unitsSold: row.unitsSold, revenue: row.revenue }),
  apply: ({ values }) => {
    let units = 0;
    let revenue = 0;
    values.forEach((value) => {
      units += value?.unitsSold ?? 0;
      revenue += value?.revenue ?? 0;
    });
    return units === 0 ? null : revenue / units;
  },
  label: 'per unit sold',
  columnTypes: ['number'],
};

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 130 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => (row.unitsSold ? row.revenue / row.unitsSold : undefined),
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function MultiFieldAggregation() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedPrice }}
        initialState={{
          aggregation: { model: { unitsSold: 'sum', revenue: 'sum', unitPrice: 'weightedPrice' } },
        }}
      />
    </Box>
  );
}
