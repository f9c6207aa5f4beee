import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  gridFilterModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Wine {
  id: number;
  name: string;
  region: string;
  vintage: number;
  bottles: number;
}

const cellar: Wine[] = [
  { id: 1, name: 'Clos des Fées', region: 'Roussillon', vintage: 2019, bottles: 6 },
  { id: 2, name: 'Quinta do Crasto', region: 'Douro', vintage: 2018, bottles: 3 },
  { id: 3, name: 'Domaine Tempier', region: 'Provence', vintage: 2020, bottles: 12 },
  { id: 4, name: 'Niepoort Redoma', region: 'Douro', vintage: 2021, bottles: 4 },
  { id: 5, name: 'Château Simone', region: 'Provence', vintage: 2017, bottles: 2 },
  { id: 6, name: 'Gauby Vieilles Vignes', region: 'Roussillon', vintage: 2020, bottles: 5 },
  { id: 7, name: 'Wine & Soul Pintas', region: 'Douro', vintage: 2019, bottles: 1 },
];

const columns: GridColDef<Wine>[] = [
  { field: 'name', headerName: 'Wine', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'vintage', headerName: 'Vintage', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
  { field: 'bottles', headerName: 'Bottles', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Douro' }] } },
};

// Rendered in the `footer` slot: each selector re-renders it only when its value changes.
function MatchCount() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);
  const fields = items.map((item) => item.field).join(', ');
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {matching} of {total} wines {fields ? `match the filter on ${fields}` : 'shown, no filter'}
    </Typography>
  );
}

export default function FilterSelectors() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid rows={cellar} columns={columns} initialState={initialState} slots={{ footer: MatchCount }} />
    </Box>
  );
}
