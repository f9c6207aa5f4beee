import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface CountLine {
  id: number;
  bin: string;
  item: string;
  expected: number;
  counted: number | null;
}

const rows: CountLine[] = [
  { id: 1, bin: 'R1-A', item: 'Cable ties, 200 mm (bag of 100)', expected: 42, counted: null },
  { id: 2, bin: 'R1-B', item: 'Wago connectors 221-413', expected: 310, counted: null },
  { id: 3, bin: 'R2-A', item: 'Junction box IP65', expected: 27, counted: null },
  { id: 4, bin: 'R2-C', item: 'Heat-shrink tubing kit', expected: 15, counted: null },
];

const columns: GridColDef<CountLine>[] = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 110 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 110, editable: true },
];

export default function KeepEditingOnClickAway() {
  const [lastStop, setLastStop] = React.useState('Double-click a "Counted" cell, type a number, then click away.');

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      // A click elsewhere does not commit a half-typed count: the cell stays open.
      event.defaultMuiPrevented = true;
      setLastStop('cellFocusOut: ignored, the cell is still in edit mode.');
      return;
    }
    setLastStop(`${params.reason}: the grid stops editing row ${params.id}.`);
  };

  return (
    <Box sx={{ height: 294, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" noWrap sx={{ height: 20 }}>
        {lastStop}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
      </Box>
    </Box>
  );
}
