import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  body: string;
  kind: string;
  moons: number;
}

const rows: Planet[] = [
  { id: 1, body: 'Mercury', kind: 'Terrestrial', moons: 0 },
  { id: 2, body: 'Venus', kind: 'Terrestrial', moons: 0 },
  { id: 3, body: 'Earth', kind: 'Terrestrial', moons: 1 },
  { id: 4, body: 'Mars', kind: 'Terrestrial', moons: 2 },
  { id: 5, body: 'Ceres', kind: 'Dwarf', moons: 0 },
  { id: 6, body: 'Jupiter', kind: 'Gas giant', moons: 95 },
  { id: 7, body: 'Saturn', kind: 'Gas giant', moons: 146 },
  { id: 8, body: 'Uranus', kind: 'Ice giant', moons: 28 },
  { id: 9, body: 'Neptune', kind: 'Ice giant', moons: 16 },
  { id: 10, body: 'Pluto', kind: 'Dwarf', moons: 5 },
  { id: 11, body: 'Haumea', kind: 'Dwarf', moons: 2 },
  { id: 12, body: 'Makemake', kind: 'Dwarf', moons: 1 },
  { id: 13, body: 'Eris', kind: 'Dwarf', moons: 1 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'body', headerName: 'Body', flex: 1, minWidth: 120 },
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 120 },
];

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 415, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(3)}>
          3 per page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPaginationModel({ page: 2, pageSize: 5 })}
        >
          Page 3 of 5 rows
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[3, 5]}
        />
      </Box>
    </Box>
  );
}
