import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  range: string;
  height: number;
}

const peaks: Peak[] = [
  { id: 1, name: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 2, name: 'Denali', range: 'Alaska Range', height: 6190 },
  { id: 3, name: 'Kilimanjaro', range: 'Eastern Rift', height: 5895 },
  { id: 4, name: 'Elbrus', range: 'Caucasus', height: 5642 },
  { id: 5, name: 'Mont Blanc', range: 'Alps', height: 4806 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', width: 140 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
];

// Rendered inside the grid, so it reaches the grid's state through the API context; each
// selector re-renders the footer only when the value it selects changes.
function SortSummary() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const rows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const order = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {order ? `Sorted by ${order}` : 'Not sorted'} · first row: {rows[0]?.model.name}
    </Typography>
  );
}

export default function SortSelectors() {
  return (
    <Box sx={{ height: 366, width: '100%' }}>
      <DataGrid rows={peaks} columns={columns} slots={{ footer: SortSummary }} />
    </Box>
  );
}
