import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  sku: string;
  product: string;
  bin: string;
  onHand: number;
}

const rows: StockLine[] = [
  { id: 1, sku: 'HX-204', product: 'Hex bolt M8 × 40', bin: 'A-03', onHand: 1200 },
  { id: 2, sku: 'HX-210', product: 'Hex bolt M10 × 60', bin: 'A-04', onHand: 640 },
  { id: 3, sku: 'WS-118', product: 'Flat washer M8', bin: 'B-11', onHand: 5300 },
  { id: 4, sku: 'NT-077', product: 'Lock nut M8', bin: 'B-12', onHand: 2100 },
  { id: 5, sku: 'AN-902', product: 'Wall anchor 8 mm', bin: 'C-01', onHand: 880 },
  { id: 6, sku: 'SC-315', product: 'Wood screw 4 × 35', bin: 'C-07', onHand: 3900 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function QuickFilterLogicOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['HX-204', 'WS-118', 'NT-077'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ height: 521, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        aria-label="Rows must match"
        value={filterModel.quickFilterLogicOperator ?? GridLogicOperator.And}
        onChange={(_event, operator: GridLogicOperator | null) => {
          if (operator) {
            setFilterModel((model) => ({ ...model, quickFilterLogicOperator: operator }));
          }
        }}
      >
        <ToggleButton value={GridLogicOperator.Or}>Any word (or)</ToggleButton>
        <ToggleButton value={GridLogicOperator.And}>Every word (and)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
