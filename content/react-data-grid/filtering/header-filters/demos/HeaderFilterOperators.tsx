import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';

interface StockLine {
  id: string;
  product: string;
  inStock: number;
  reorderLevel: number;
  lastDelivery: Date;
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const stock: StockLine[] = [
  { id: 'FX-1040', product: 'Hex bolt M8 × 40', inStock: 1200, reorderLevel: 500, lastDelivery: daysAgo(3) },
  { id: 'FX-1041', product: 'Hex nut M8', inStock: 310, reorderLevel: 800, lastDelivery: daysAgo(41) },
  { id: 'FX-2210', product: 'Wood screw 4 × 30', inStock: 2600, reorderLevel: 1000, lastDelivery: daysAgo(12) },
  { id: 'SE-0087', product: 'Silicone sealant, clear', inStock: 18, reorderLevel: 40, lastDelivery: daysAgo(64) },
  { id: 'SE-0092', product: 'Epoxy adhesive 2-part', inStock: 75, reorderLevel: 30, lastDelivery: daysAgo(6) },
  { id: 'TL-3301', product: 'Drill bit set, HSS', inStock: 9, reorderLevel: 12, lastDelivery: daysAgo(120) },
];

// Needs no value: compares each row with its own reorder level.
const belowReorderLevel: GridFilterOperator<StockLine, number> = {
  value: 'belowReorderLevel',
  label: 'is below reorder level',
  headerLabel: 'Below reorder level',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value, row) => value < row.reorderLevel,
};

// The input of "within the last": a select that the header filter cell renders with its menu and clear buttons.
function DaysInput(props: GridFilterInputValueProps) {
  const { item, applyValue, inputRef, focusElementRef, headerFilterMenu, clearButton, className, slotProps, onFocus, onBlur } = props;
  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={slotProps?.root.label ?? 'Days'}
        value={item.value ?? ''}
        onChange={(event) => applyValue({ ...item, value: event.target.value === '' ? undefined : Number(event.target.value) })}
        inputRef={inputRef ?? focusElementRef}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{ flex: 1, minWidth: 90 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Any time</MenuItem>
        <MenuItem value={7}>7 days</MenuItem>
        <MenuItem value={30}>30 days</MenuItem>
        <MenuItem value={90}>90 days</MenuItem>
      </TextField>
      {headerFilterMenu}
      {clearButton}
    </Box>
  );
}

const withinLastDays: GridFilterOperator<StockLine, Date> = {
  value: 'withinLastDays',
  label: 'is within the last',
  headerLabel: 'Within the last',
  InputComponent: DaysInput,
  getApplyFilterFn: (filterItem) => {
    if (typeof filterItem.value !== 'number') {
      return null;
    }
    const since = Date.now() - filterItem.value * DAY;
    return (value) => value != null && value.getTime() >= since;
  },
};

const columns: GridColDef<StockLine>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 150,
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value)),
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 190,
    filterOperators: [...getGridNumericOperators().filter((operator) => ['>=', '<='].includes(operator.value)), belowReorderLevel],
  },
  { field: 'reorderLevel', headerName: 'Reorder level', type: 'number', width: 120, filterable: false },
  {
    field: 'lastDelivery',
    headerName: 'Last delivery',
    type: 'date',
    width: 190,
    filterOperators: [withinLastDays, ...getGridDateOperators().filter((operator) => ['after', 'before'].includes(operator.value))],
  },
];

export default function HeaderFilterOperators() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={stock}
        columns={columns}
        headerFilters
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'inStock', operator: 'belowReorderLevel' }] } } }}
      />
    </Box>
  );
}
