import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface TideStation {
  id: number;
  station: string;
  coast: string;
  highWater: string;
  range: number;
}

const rows: TideStation[] = [
  { id: 1, station: 'Saint-Malo', coast: 'Brittany', highWater: '06:42', range: 11.2 },
  { id: 2, station: 'Brest', coast: 'Brittany', highWater: '04:58', range: 6.1 },
  { id: 3, station: 'Cherbourg', coast: 'Normandy', highWater: '09:15', range: 5.4 },
  { id: 4, station: 'Le Havre', coast: 'Normandy', highWater: '10:03', range: 7.3 },
  { id: 5, station: 'Dieppe', coast: 'Normandy', highWater: '10:47', range: 8.9 },
  { id: 6, station: 'Dunkirk', coast: 'North Sea', highWater: '12:10', range: 5.2 },
  { id: 7, station: 'La Rochelle', coast: 'Atlantic', highWater: '05:21', range: 5.6 },
  { id: 8, station: 'Arcachon', coast: 'Atlantic', highWater: '05:36', range: 4.1 },
  { id: 9, station: 'Saint-Nazaire', coast: 'Atlantic', highWater: '05:12', range: 5.3 },
  { id: 10, station: 'Granville', coast: 'Normandy', highWater: '06:55', range: 12.9 },
  { id: 11, station: 'Roscoff', coast: 'Brittany', highWater: '05:49', range: 8.2 },
  { id: 12, station: 'Boulogne', coast: 'North Sea', highWater: '11:27', range: 8.0 },
  { id: 13, station: 'Calais', coast: 'North Sea', highWater: '11:52', range: 6.4 },
];

const columns: GridColDef<TideStation>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'coast', headerName: 'Coast', width: 110 },
  { field: 'highWater', headerName: 'High water', width: 110 },
  { field: 'range', headerName: 'Range (m)', type: 'number', width: 100 },
];

export default function CommunityPagination() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
