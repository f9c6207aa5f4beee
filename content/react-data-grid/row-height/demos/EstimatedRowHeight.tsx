import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  text: string;
}

const products = [
  'Commuter e-bike',
  'Gravel frame kit',
  'Folding helmet',
  'Pannier set',
  'Tubeless repair kit',
];
const openings = [
  'Does the job.',
  'Bought this after a long search and it has been worth every cent so far.',
  'Solid build, although the instructions in the box were hard to follow.',
  'Arrived two days early and well packed.',
];
const details = [
  '',
  ' I ride 18 km each way to work, rain or shine, and after three months nothing has loosened or started to rattle.',
  ' The shop replaced a missing bolt without any questions.',
  ' It is heavier than the listing suggests, so weigh that up if you carry it up stairs every day, but the finish has stood up to a winter of salty roads and the quality shows in the small details.',
];

// 300 reviews of very different lengths, built from the phrases above.
const rows: Review[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  product: products[index % products.length] ?? '',
  rating: 5 - (index % 3),
  text: (openings[index % openings.length] ?? '') + (details[(index + Math.floor(index / 4)) % details.length] ?? ''),
}));

// Rough guess before measuring: about 55 characters per 20 px line, plus 24 px of padding.
const getEstimatedRowHeight = ({ model }: GridRowHeightParams) => Math.ceil(model.text.length / 55) * 20 + 24;

const columns: GridColDef<Review>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'text', headerName: 'Review', width: 420 },
];

export default function EstimatedRowHeight() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={getEstimatedRowHeight}
        sx={{ [`& .${gridClasses.cell}`]: { py: 1.5 } }}
      />
    </Box>
  );
}
