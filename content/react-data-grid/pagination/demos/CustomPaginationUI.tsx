import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Trail {
  id: number;
  trail: string;
  range: string;
  km: number;
}

const rows: Trail[] = [
  { id: 1, trail: 'Kungsleden', range: 'Scandes', km: 440 },
  { id: 2, trail: 'GR20', range: 'Corsica', km: 180 },
  { id: 3, trail: 'Tour du Mont Blanc', range: 'Alps', km: 170 },
  { id: 4, trail: 'Alta Via 1', range: 'Dolomites', km: 120 },
  { id: 5, trail: 'West Highland Way', range: 'Highlands', km: 154 },
  { id: 6, trail: 'Laugavegur', range: 'Iceland', km: 55 },
  { id: 7, trail: 'Camino Primitivo', range: 'Cantabrian', km: 321 },
  { id: 8, trail: 'Rota Vicentina', range: 'Alentejo', km: 226 },
  { id: 9, trail: 'Lycian Way', range: 'Taurus', km: 540 },
  { id: 10, trail: 'Peaks of the Balkans', range: 'Accursed Mts', km: 192 },
  { id: 11, trail: 'Via Alpina Red', range: 'Alps', km: 2630 },
  { id: 12, trail: 'Haute Route', range: 'Alps', km: 180 },
  { id: 13, trail: 'Snowdonia Slate Trail', range: 'Eryri', km: 134 },
  { id: 14, trail: 'Rheinsteig', range: 'Rhine valley', km: 320 },
];

const columns: GridColDef<Trail>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 160 },
  { field: 'range', headerName: 'Region', width: 130 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 110 },
];

// Replaces the footer's pagination: numbered pages instead of arrows.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ ml: 'auto', pr: 1 }}
    />
  );
}

export default function CustomPaginationUI() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        pageSizeOptions={[4]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
