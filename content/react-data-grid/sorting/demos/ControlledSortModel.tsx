import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  helpfulVotes: number;
  postedOn: Date;
}

const rows: Review[] = [
  { id: 1, product: 'Trail running shoes', rating: 4, helpfulVotes: 31, postedOn: new Date(2025, 1, 2) },
  { id: 2, product: 'Insulated water bottle', rating: 5, helpfulVotes: 12, postedOn: new Date(2025, 2, 18) },
  { id: 3, product: 'Rain jacket', rating: 3, helpfulVotes: 48, postedOn: new Date(2024, 11, 9) },
  { id: 4, product: 'Headlamp', rating: 5, helpfulVotes: 7, postedOn: new Date(2025, 2, 29) },
  { id: 5, product: 'Hiking poles', rating: 2, helpfulVotes: 19, postedOn: new Date(2025, 0, 21) },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'helpfulVotes', headerName: 'Helpful', type: 'number', width: 100 },
  { field: 'postedOn', headerName: 'Posted', type: 'date', width: 120 },
];

const mostHelpful: GridSortModel = [{ field: 'helpfulVotes', sort: 'desc' }];
const newest: GridSortModel = [{ field: 'postedOn', sort: 'desc' }];

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(mostHelpful);

  return (
    <Box sx={{ height: 462, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => setSortModel(mostHelpful)}>Most helpful</Button>
        <Button onClick={() => setSortModel(newest)}>Newest</Button>
        <Button onClick={() => setSortModel([])}>Clear</Button>
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} />
      </Box>
    </Box>
  );
}
