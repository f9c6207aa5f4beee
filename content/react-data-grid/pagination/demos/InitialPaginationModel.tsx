import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Episode {
  id: number;
  number: number;
  title: string;
  minutes: number;
}

const TITLES = [
  'Salt roads of the Sahara',
  'The last lighthouse keepers',
  'Inside a bell foundry',
  'Night shift at the flower market',
  'How a glacier is measured',
  'The typewriter repair shop',
  'Beekeeping on city roofs',
  'A year of seed banking',
  'Ferries of the Hebrides',
  'The cartographers of Mars',
  'Restoring a pipe organ',
  'The sound of the deep sea',
  'Tea auctions in Kolkata',
  'Building a wooden boat',
  'Weather stations at the pole',
  'Saving a dying language',
];

const rows: Episode[] = TITLES.map((title, index) => ({
  id: index + 1,
  number: index + 1,
  title,
  minutes: 28 + ((index * 13) % 25),
}));

const columns: GridColDef<Episode>[] = [
  { field: 'number', headerName: 'Episode', type: 'number', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
];

export default function InitialPaginationModel() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          pagination: { paginationModel: { page: 2, pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
