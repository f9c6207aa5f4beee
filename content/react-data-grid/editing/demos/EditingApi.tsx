import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface ShelfCount {
  id: number;
  shelf: string;
  product: string;
  expected: number;
  counted: number | null;
}

const rows: ShelfCount[] = [
  { id: 1, shelf: 'A1', product: 'Oat milk 1 L', expected: 48, counted: null },
  { id: 2, shelf: 'A2', product: 'Rolled oats 500 g', expected: 36, counted: null },
  { id: 3, shelf: 'B1', product: 'Espresso beans 1 kg', expected: 12, counted: null },
  { id: 4, shelf: 'B2', product: 'Dark chocolate 70%', expected: 60, counted: null },
];

const columns: GridColDef<ShelfCount>[] = [
  { field: 'shelf', headerName: 'Shelf', width: 80 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 100 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 100, editable: true },
];

export default function EditingApi() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('Start with "Next shelf".');

  // The row whose "Counted" cell is in edit mode, asked from the grid when a button is clicked.
  const findEditedRow = () =>
    rows.find((row) => apiRef.current?.getCellMode(row.id, 'counted') === GridCellModes.Edit);

  const countNext = () => {
    const edited = findEditedRow();
    if (edited) {
      setLog(`Shelf ${edited.shelf} is still being counted: save or discard it first.`);
      return;
    }
    const next = rows.find((row) => apiRef.current?.getRow(row.id)?.counted == null);
    if (!next) {
      setLog('Every shelf is counted.');
      return;
    }
    apiRef.current?.startCellEditMode({ id: next.id, field: 'counted' });
    setLog(`startCellEditMode({ id: ${next.id}, field: 'counted' })`);
  };

  const act = (action: 'match' | 'save' | 'discard') => {
    const edited = findEditedRow();
    if (!edited || !apiRef.current) {
      setLog('No count is in edit mode.');
      return;
    }
    const id = edited.id;
    if (action === 'match') {
      apiRef.current.setEditCellValue({ id, field: 'counted', value: edited.expected });
      setLog(`setEditCellValue({ id: ${id}, field: 'counted', value: ${edited.expected} })`);
    } else if (action === 'save') {
      apiRef.current.stopCellEditMode({ id, field: 'counted', cellToFocusAfter: 'below' });
      setLog(`stopCellEditMode({ id: ${id}, field: 'counted', cellToFocusAfter: 'below' })`);
    } else {
      apiRef.current.stopCellEditMode({ id, field: 'counted', ignoreModifications: true });
      setLog(`stopCellEditMode({ id: ${id}, field: 'counted', ignoreModifications: true })`);
    }
  };

  // Clicking a button outside the grid would end the edit before the button acts.
  const keepEditingOnClickAway: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ height: 334, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button size="small" variant="outlined" onClick={countNext}>
          Next shelf
        </Button>
        <Button size="small" variant="outlined" onClick={() => act('match')}>
          As expected
        </Button>
        <Button size="small" variant="contained" onClick={() => act('save')}>
          Save
        </Button>
        <Button size="small" onClick={() => act('discard')}>
          Discard
        </Button>
      </Stack>
      <Typography variant="caption" role="status" noWrap sx={{ fontFamily: 'monospace', height: 20 }}>
        {log}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onCellEditStop={keepEditingOnClickAway} hideFooter />
      </Box>
    </Box>
  );
}
