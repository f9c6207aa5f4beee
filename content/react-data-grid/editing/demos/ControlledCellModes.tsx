import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';

interface Dish {
  id: number;
  dish: string;
  course: string;
  price: number;
}

const rows: Dish[] = [
  { id: 1, dish: 'Burrata, roasted peaches, basil', course: 'Starter', price: 13 },
  { id: 2, dish: 'Hake, brown shrimp butter', course: 'Main', price: 26 },
  { id: 3, dish: 'Mushroom and chestnut pithivier', course: 'Main', price: 22 },
  { id: 4, dish: 'Burnt honey tart', course: 'Dessert', price: 9.5 },
];

const columns: GridColDef<Dish>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 200 },
  { field: 'course', headerName: 'Course', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
];

export default function ControlledCellModes() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [rowId, setRowId] = React.useState<GridRowId | null>(null);

  const editing = rowId !== null && cellModesModel[rowId]?.price?.mode === GridCellModes.Edit;

  const setPriceMode = (model: GridCellModesModel[GridRowId]['price']) => {
    if (rowId !== null) setCellModesModel((prev) => ({ ...prev, [rowId]: { price: model } }));
  };

  // The buttons are outside the grid: a click on them must not end the edit by itself.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ height: 354, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={rowId === null || editing}
          onClick={() => setPriceMode({ mode: GridCellModes.Edit })}
        >
          Edit price
        </Button>
        <Button size="small" variant="contained" disabled={!editing} onClick={() => setPriceMode({ mode: GridCellModes.View })}>
          Save
        </Button>
        <Button
          size="small"
          disabled={!editing}
          onClick={() => setPriceMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={handleCellEditStop}
          onCellClick={(params) => setRowId(params.id)}
          hideFooter
        />
      </Box>
      <Typography
        variant="caption"
        component="pre"
        sx={{ m: 0, minHeight: 40, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        cellModesModel = {JSON.stringify(cellModesModel)}
      </Typography>
    </Box>
  );
}
