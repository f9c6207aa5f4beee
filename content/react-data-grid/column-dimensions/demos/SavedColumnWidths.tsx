import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
  servings: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka with feta', cuisine: 'North African', minutes: 35, servings: 4 },
  { id: 2, dish: 'Mushroom risotto', cuisine: 'Italian', minutes: 45, servings: 4 },
  { id: 3, dish: 'Chicken katsu curry', cuisine: 'Japanese', minutes: 50, servings: 2 },
  { id: 4, dish: 'Black bean tacos', cuisine: 'Mexican', minutes: 25, servings: 3 },
  { id: 5, dish: 'Lentil dal', cuisine: 'Indian', minutes: 40, servings: 6 },
];

type Widths = Record<string, number>;

const defaultWidths: Widths = { dish: 220, cuisine: 150, minutes: 120, servings: 110 };

export default function SavedColumnWidths() {
  // The widths live in your state: store them wherever you like (here, in memory).
  const [widths, setWidths] = React.useState<Widths>(defaultWidths);

  const columns = React.useMemo<GridColDef<Recipe>[]>(
    () => [
      { field: 'dish', headerName: 'Dish', width: widths.dish },
      { field: 'cuisine', headerName: 'Cuisine', width: widths.cuisine },
      { field: 'minutes', headerName: 'Minutes', type: 'number', width: widths.minutes },
      { field: 'servings', headerName: 'Serves', type: 'number', width: widths.servings },
    ],
    [widths],
  );

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: Math.round(params.width) }));
  };

  return (
    <Box sx={{ height: 419, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
        <Typography variant="caption" sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere' }}>
          {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} onColumnWidthChange={handleColumnWidthChange} />
      </Box>
    </Box>
  );
}
