import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  shop: string;
  month: string;
  category: string;
  revenue: number;
}

// The raw data: one row per shop, month and category.
const sales: Sale[] = [
  { id: 1, shop: 'Riverside', month: 'Jan', category: 'Bread', revenue: 4210 },
  { id: 2, shop: 'Riverside', month: 'Jan', category: 'Pastry', revenue: 3180 },
  { id: 3, shop: 'Riverside', month: 'Feb', category: 'Bread', revenue: 3960 },
  { id: 4, shop: 'Riverside', month: 'Mar', category: 'Pastry', revenue: 3725 },
  { id: 5, shop: 'Market Square', month: 'Jan', category: 'Bread', revenue: 5120 },
  { id: 6, shop: 'Market Square', month: 'Feb', category: 'Pastry', revenue: 2890 },
  { id: 7, shop: 'Market Square', month: 'Mar', category: 'Bread', revenue: 5480 },
  { id: 8, shop: 'Station Road', month: 'Feb', category: 'Bread', revenue: 2310 },
  { id: 9, shop: 'Station Road', month: 'Mar', category: 'Pastry', revenue: 1975 },
  { id: 10, shop: 'Station Road', month: 'Mar', category: 'Bread', revenue: 2640 },
];

type PivotField = 'month' | 'category';
type PivotRow = { id: string; shop: string; total: number } & Record<string, number | string>;

const dollars = (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

function pivot(rows: Sale[], columnField: PivotField) {
  const keys = [...new Set(rows.map((row) => row[columnField]))];
  const byShop = new Map<string, PivotRow>();
  rows.forEach((sale) => {
    const pivotRow = byShop.get(sale.shop) ?? { id: sale.shop, shop: sale.shop, total: 0 };
    const key = sale[columnField];
    pivotRow[key] = (Number(pivotRow[key]) || 0) + sale.revenue;
    pivotRow.total += sale.revenue;
    byShop.set(sale.shop, pivotRow);
  });
  const valueColumn = (field: string): GridColDef<PivotRow> => ({
    field,
    type: 'number',
    width: 120,
    valueFormatter: dollars,
  });
  const columns: GridColDef<PivotRow>[] = [
    { field: 'shop', headerName: 'Shop', flex: 1, minWidth: 140 },
    ...keys.map(valueColumn),
    { ...valueColumn('total'), headerName: 'Total' },
  ];
  const grouping: GridColumnGroupingModel = [
    { groupId: `Revenue by ${columnField}`, children: keys.map((field) => ({ field })) },
  ];
  const aggregation: GridAggregationModel = {};
  [...keys, 'total'].forEach((field) => {
    aggregation[field] = 'sum';
  });
  return { rows: [...byShop.values()], columns, grouping, aggregation };
}

export default function HandBuiltPivot() {
  const [columnField, setColumnField] = React.useState<PivotField>('month');
  const { rows, columns, grouping, aggregation } = React.useMemo(
    () => pivot(sales, columnField),
    [columnField],
  );

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Columns from"
        value={columnField}
        onChange={(event) => setColumnField(event.target.value as PivotField)}
        sx={{ width: 180, mt: 1 }}
      >
        <MenuItem value="month">Month</MenuItem>
        <MenuItem value="category">Category</MenuItem>
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          // A new column set is a new grid: remount it so that the initial state applies again.
          key={columnField}
          rows={rows}
          columns={columns}
          columnGroupingModel={grouping}
          initialState={{ aggregation: { model: aggregation } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
