import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Pour-over kettle', description: 'Gooseneck spout, 0.9 L, stovetop and induction', price: 49 },
  { id: 2, name: 'Burr grinder', description: 'Conical steel burrs with 40 grind settings', price: 129 },
  { id: 3, name: 'Glass carafe', description: 'Borosilicate, holds up to six cups', price: 24 },
  { id: 4, name: 'Paper filters', description: 'Pack of 100, unbleached, size 02', price: 6 },
  { id: 5, name: 'Digital scale', description: 'Weighs to 0.1 g with a built-in brew timer', price: 39 },
];

const renderHeaderWithWidth = ({ colDef }: GridColumnHeaderParams<Product>) =>
  `${colDef.headerName} · ${Math.round(colDef.computedWidth)} px`;

const columns: GridColDef<Product>[] = [
  // Grows and shrinks with the grid, but stays between 150 and 200 px.
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150, maxWidth: 200, renderHeader: renderHeaderWithWidth },
  // Takes the rest of the space, and never gets narrower than 240 px.
  { field: 'description', headerName: 'Description', flex: 2, minWidth: 240, renderHeader: renderHeaderWithWidth },
  { field: 'price', headerName: 'Price', type: 'number', width: 130, renderHeader: renderHeaderWithWidth },
];

export default function MinMaxWidth() {
  const [gridWidth, setGridWidth] = React.useState(100);

  return (
    <Box sx={{ height: 419, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center', flexShrink: 0, pr: 3 }}>
        <Typography variant="body2" id="grid-width-label" sx={{ whiteSpace: 'nowrap' }}>
          Grid width: {gridWidth}%
        </Typography>
        <Slider
          aria-labelledby="grid-width-label"
          value={gridWidth}
          onChange={(_, value) => setGridWidth(value as number)}
          min={30}
          max={100}
          step={5}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, width: `${gridWidth}%` }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
