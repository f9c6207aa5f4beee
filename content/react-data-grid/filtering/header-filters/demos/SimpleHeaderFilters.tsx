import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface Asset {
  id: string;
  assignee: string;
  kind: string;
  purchased: Date;
  cost: number;
  underWarranty: boolean;
}

const assets: Asset[] = [
  { id: 'IT-0412', assignee: 'Nadia Rahman', kind: 'Laptop', purchased: new Date(2023, 2, 14), cost: 1480, underWarranty: true },
  { id: 'IT-0415', assignee: 'Tom Achterberg', kind: 'Monitor', purchased: new Date(2021, 8, 2), cost: 320, underWarranty: false },
  { id: 'IT-0433', assignee: 'Nadia Rahman', kind: 'Phone', purchased: new Date(2024, 0, 22), cost: 690, underWarranty: true },
  { id: 'IT-0450', assignee: 'Élodie Caron', kind: 'Laptop', purchased: new Date(2022, 4, 9), cost: 1260, underWarranty: false },
  { id: 'IT-0471', assignee: 'Marcus Bell', kind: 'Dock', purchased: new Date(2024, 6, 30), cost: 210, underWarranty: true },
  { id: 'IT-0488', assignee: 'Élodie Caron', kind: 'Monitor', purchased: new Date(2024, 9, 17), cost: 355, underWarranty: true },
];

const columns: GridColDef<Asset>[] = [
  { field: 'assignee', headerName: 'Assignee', flex: 1, minWidth: 150 },
  { field: 'kind', headerName: 'Type', type: 'singleSelect', valueOptions: ['Laptop', 'Monitor', 'Phone', 'Dock'], width: 150 },
  { field: 'purchased', headerName: 'Purchased', type: 'date', width: 170 },
  { field: 'cost', headerName: 'Cost (€)', type: 'number', width: 140 },
  { field: 'underWarranty', headerName: 'Warranty', type: 'boolean', width: 140 },
];

export default function SimpleHeaderFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ height: 610, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 480, flexShrink: 0 }}>
        <DataGridPro
          rows={assets}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography component="pre" variant="caption" sx={{ m: 0, flex: 1, minHeight: 0, overflow: 'auto', fontFamily: 'monospace' }}>
        {`logicOperator: ${filterModel.logicOperator ?? 'and'}\n`}
        {filterModel.items.length === 0
          ? 'items: []'
          : filterModel.items
              .map((item) => `{ field: '${item.field}', operator: '${item.operator}', value: ${JSON.stringify(item.value)} }`)
              .join('\n')}
      </Typography>
    </Box>
  );
}
