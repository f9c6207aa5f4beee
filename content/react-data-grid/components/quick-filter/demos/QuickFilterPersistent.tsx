import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

interface Part {
  id: number;
  sku: string;
  name: string;
  bin: string;
  onHand: number;
}

const rows: Part[] = [
  { id: 1, sku: 'BRK-2210', name: 'Brake pad set, front', bin: 'A-03-2', onHand: 42 },
  { id: 2, sku: 'FLT-0087', name: 'Cabin air filter', bin: 'B-11-1', onHand: 118 },
  { id: 3, sku: 'WPR-5530', name: 'Wiper blade, 550 mm', bin: 'C-02-4', onHand: 9 },
  { id: 4, sku: 'BAT-7012', name: 'Battery 12 V 70 Ah', bin: 'D-07-1', onHand: 14 },
];

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 100 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

function PartsToolbar() {
  return (
    <Toolbar>
      {/* Always expanded: Escape and blur never hide the field. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="SKU, part or bin"
              size="small"
              sx={{ width: 260 }}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search parts' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseIcon fontSize="small" />
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

export default function QuickFilterPersistent() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Spare parts"
        slots={{ toolbar: PartsToolbar }}
        showToolbar
      />
    </Box>
  );
}
