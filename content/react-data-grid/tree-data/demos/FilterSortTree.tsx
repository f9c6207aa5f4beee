import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GRID_TREE_DATA_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-pro';

interface Part {
  id: number;
  path: string[];
  supplier: string;
  unitCost: number;
}

const rows: Part[] = [
  { id: 1, path: ['Wheel set'], supplier: 'In-house', unitCost: 310 },
  { id: 2, path: ['Wheel set', 'Rim'], supplier: 'Alutec', unitCost: 64 },
  { id: 3, path: ['Wheel set', 'Hub'], supplier: 'Rotaline', unitCost: 88 },
  { id: 4, path: ['Wheel set', 'Spoke kit'], supplier: 'Rotaline', unitCost: 19 },
  { id: 5, path: ['Brake system'], supplier: 'In-house', unitCost: 240 },
  { id: 6, path: ['Brake system', 'Caliper'], supplier: 'Stopwell', unitCost: 72 },
  { id: 7, path: ['Brake system', 'Disc rotor'], supplier: 'Stopwell', unitCost: 35 },
  { id: 8, path: ['Brake system', 'Lever'], supplier: 'Rotaline', unitCost: 41 },
  { id: 9, path: ['Cockpit'], supplier: 'Rotaline', unitCost: 150 },
  { id: 10, path: ['Cockpit', 'Handlebar'], supplier: 'Alutec', unitCost: 38 },
  { id: 11, path: ['Cockpit', 'Display'], supplier: 'Voltara', unitCost: 96 },
];

const columns: GridColDef<Part>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 130 },
  { field: 'unitCost', headerName: 'Unit cost (€)', type: 'number', width: 130 },
];

export default function FilterSortTree() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);
  const [disableChildrenSorting, setDisableChildrenSorting] = React.useState(false);

  return (
    <Box sx={{ height: 560, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          label="disableChildrenFiltering"
          control={
            <Switch checked={disableChildrenFiltering} onChange={(event) => setDisableChildrenFiltering(event.target.checked)} />
          }
        />
        <FormControlLabel
          label="disableChildrenSorting"
          control={
            <Switch checked={disableChildrenSorting} onChange={(event) => setDisableChildrenSorting(event.target.checked)} />
          }
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          // The tree data grouping column is not sortable by default.
          groupingColDef={{ headerName: 'Part', width: 220, sortable: true }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={disableChildrenFiltering}
          disableChildrenSorting={disableChildrenSorting}
          showToolbar
          initialState={{
            sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
            filter: { filterModel: { items: [{ field: 'supplier', operator: 'equals', value: 'Rotaline' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
