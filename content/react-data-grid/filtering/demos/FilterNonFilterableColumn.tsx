import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface StockLine {
  id: number;
  sku: string;
  product: string;
  site: string;
  onHand: number;
}

const stock: StockLine[] = [
  { id: 1, sku: 'BK-1042', product: 'Trail bike helmet', site: 'Leeds', onHand: 38 },
  { id: 2, sku: 'BK-2210', product: 'Puncture repair kit', site: 'Leeds', onHand: 212 },
  { id: 3, sku: 'BK-3307', product: 'LED rear light', site: 'Leeds', onHand: 0 },
  { id: 4, sku: 'BK-1042', product: 'Trail bike helmet', site: 'Bristol', onHand: 12 },
  { id: 5, sku: 'BK-2210', product: 'Puncture repair kit', site: 'Bristol', onHand: 95 },
  { id: 6, sku: 'BK-4120', product: 'Chain lubricant', site: 'Bristol', onHand: 4 },
  { id: 7, sku: 'BK-3307', product: 'LED rear light', site: 'Bristol', onHand: 61 },
  { id: 8, sku: 'BK-4120', product: 'Chain lubricant', site: 'Leeds', onHand: 140 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  // Users cannot filter on the site: the buttons above the grid set it through the model.
  { field: 'site', headerName: 'Site', width: 110, filterable: false },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function FilterNonFilterableColumn() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 'site', field: 'site', operator: 'equals', value: 'Leeds' }],
  });
  const site = filterModel.items.find((item) => item.id === 'site')?.value;

  // Replace the value of the site item and keep whatever the user added in the panel.
  const changeSite = (_event: React.MouseEvent, value: string | null) => {
    if (value) {
      setFilterModel((model) => ({
        ...model,
        items: model.items.map((item) => (item.id === 'site' ? { ...item, value } : item)),
      }));
    }
  };

  return (
    <Box sx={{ height: 417, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup size="small" exclusive value={site} onChange={changeSite} aria-label="Site">
        <ToggleButton value="Leeds">Leeds</ToggleButton>
        <ToggleButton value="Bristol">Bristol</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={stock}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
