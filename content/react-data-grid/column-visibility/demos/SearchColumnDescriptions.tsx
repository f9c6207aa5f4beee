import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnsManagementProps } from '@mui/x-data-grid';

interface Batter {
  id: number;
  player: string;
  team: string;
  avg: number;
  obp: number;
  slg: number;
  hr: number;
  rbi: number;
  sb: number;
}

const rows: Batter[] = [
  { id: 1, player: 'Marcus Delgado', team: 'HAR', avg: 0.312, obp: 0.389, slg: 0.541, hr: 28, rbi: 94, sb: 6 },
  { id: 2, player: 'Tommy Okonkwo', team: 'BAY', avg: 0.287, obp: 0.356, slg: 0.468, hr: 17, rbi: 71, sb: 32 },
  { id: 3, player: 'Jun-seo Park', team: 'RVR', avg: 0.301, obp: 0.402, slg: 0.498, hr: 19, rbi: 80, sb: 11 },
  { id: 4, player: 'Eli Brennan', team: 'HAR', avg: 0.254, obp: 0.331, slg: 0.527, hr: 35, rbi: 102, sb: 2 },
  { id: 5, player: 'Ramón Castillo', team: 'MTN', avg: 0.279, obp: 0.345, slg: 0.412, hr: 9, rbi: 55, sb: 41 },
  { id: 6, player: 'Noah Lindqvist', team: 'BAY', avg: 0.266, obp: 0.371, slg: 0.439, hr: 14, rbi: 62, sb: 8 },
];

// Rates are shown the baseball way, without the leading zero: .312
const rate = (value: number) => value.toFixed(3).replace(/^0/, '');

const columns: GridColDef<Batter>[] = [
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 80 },
  { field: 'avg', headerName: 'AVG', description: 'Batting average', type: 'number', width: 80, valueFormatter: rate },
  { field: 'obp', headerName: 'OBP', description: 'On-base percentage', type: 'number', width: 80, valueFormatter: rate },
  { field: 'slg', headerName: 'SLG', description: 'Slugging percentage', type: 'number', width: 80, valueFormatter: rate },
  { field: 'hr', headerName: 'HR', description: 'Home runs', type: 'number', width: 80 },
  { field: 'rbi', headerName: 'RBI', description: 'Runs batted in', type: 'number', width: 80 },
  { field: 'sb', headerName: 'SB', description: 'Stolen bases', type: 'number', width: 80 },
];

// The grid lowercases the search text before calling the predicate.
const matchesNameOrDescription: GridColumnsManagementProps['searchPredicate'] = (column, searchValue) =>
  [column.headerName, column.description].some((text) => text?.toLowerCase().includes(searchValue));

export default function SearchColumnDescriptions() {
  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: {
            searchPredicate: matchesNameOrDescription,
            searchInputProps: { placeholder: 'Search names and descriptions' },
          },
        }}
      />
    </Box>
  );
}
