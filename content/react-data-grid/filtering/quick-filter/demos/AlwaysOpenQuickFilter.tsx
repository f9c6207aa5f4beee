import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  latinName: string;
  light: string;
  priceEur: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Fiddle-leaf fig', latinName: 'Ficus lyrata', light: 'Bright indirect', priceEur: 39 },
  { id: 2, name: 'Rubber plant', latinName: 'Ficus elastica', light: 'Bright indirect', priceEur: 24 },
  { id: 3, name: 'Peace lily', latinName: 'Spathiphyllum wallisii', light: 'Shade', priceEur: 18 },
  { id: 4, name: 'Zebra plant', latinName: 'Haworthiopsis fasciata', light: 'Direct sun', priceEur: 9 },
  { id: 5, name: 'Weeping fig', latinName: 'Ficus benjamina', light: 'Bright indirect', priceEur: 29 },
  { id: 6, name: 'Cast-iron plant', latinName: 'Aspidistra elatior', light: 'Shade', priceEur: 21 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'latinName', headerName: 'Latin name', width: 200 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'priceEur', headerName: 'Price (€)', type: 'number', width: 100 },
];

function CatalogueToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Indoor plants
      </Typography>
      {/* Expanded from the start, so the search field never collapses into a button. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search plants…"
              size="small"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search plants' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  // The clear button only shows when there is something to clear.
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        render={<IconButton edge="end" size="small" aria-label="Clear search" />}
                      >
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function AlwaysOpenQuickFilter() {
  return (
    <Box sx={{ height: 474, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CatalogueToolbar }} showToolbar />
    </Box>
  );
}
