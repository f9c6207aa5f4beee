import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Review {
  id: number;
  guest: string;
  room: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, guest: 'Hannah W.', room: 'Garden suite', stars: 5 },
  { id: 2, guest: 'Oskar P.', room: 'Garden suite', stars: 4 },
  { id: 3, guest: 'Leila M.', room: 'Loft', stars: 3 },
  { id: 4, guest: 'Diego R.', room: 'Loft', stars: 4 },
  { id: 5, guest: 'Mei L.', room: 'Sea view', stars: 5 },
];

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 130 },
  { field: 'room', headerName: 'Room', width: 140 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 200,
    renderCell: (params) => {
      // `size` counts reviews: it is not a rating, so show the number alone.
      if (params.aggregation && !params.aggregation.hasCellUnit) {
        return params.formattedValue;
      }
      if (params.value == null) {
        return null;
      }
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          <Rating value={params.value} precision={0.1} size="small" readOnly />
          {params.aggregation && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {Number(params.value).toFixed(1)}
            </Typography>
          )}
        </Box>
      );
    },
  },
];

export default function AggregationCustomRendering() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { stars: 'avg' } } }}
      />
    </Box>
  );
}
