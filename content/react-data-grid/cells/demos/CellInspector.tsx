import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFocusCellSelector,
  useGridApiContext,
  useGridSelector,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  shippedOn: string;
  deliveredOn: string | null;
  promisedDays: number;
}

const rows: Shipment[] = [
  { id: 'SHP-5012', destination: 'Valencia', shippedOn: '2025-03-03', deliveredOn: '2025-03-05', promisedDays: 3 },
  { id: 'SHP-5013', destination: 'Kraków', shippedOn: '2025-03-03', deliveredOn: '2025-03-09', promisedDays: 4 },
  { id: 'SHP-5014', destination: 'Tallinn', shippedOn: '2025-03-04', deliveredOn: null, promisedDays: 5 },
  { id: 'SHP-5015', destination: 'Porto', shippedOn: '2025-03-05', deliveredOn: '2025-03-08', promisedDays: 3 },
  { id: 'SHP-5016', destination: 'Bologna', shippedOn: '2025-03-06', deliveredOn: '2025-03-12', promisedDays: 4 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'promisedDays', headerName: 'Promised (days)', type: 'number', width: 140 },
  {
    field: 'transit',
    headerName: 'Transit',
    type: 'number',
    width: 170,
    display: 'flex',
    // 1. The value: days between shipping and delivery, or null while on the road.
    valueGetter: (_value, row) =>
      row.deliveredOn === null
        ? null
        : (Date.parse(row.deliveredOn) - Date.parse(row.shippedOn)) / DAY_MS,
    // 2. The text: what the cell would show without a renderer.
    valueFormatter: (value: number | null) =>
      value === null ? 'On the road' : `${value} day${value === 1 ? '' : 's'}`,
    // 3. The content: the text, plus a chip when the promise was broken.
    renderCell: (params) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {params.formattedValue}
        {params.value > params.row.promisedDays && <Chip label="Late" color="warning" size="small" />}
      </Box>
    ),
  },
];

// The params the focused cell receives, read from the grid's state and API. A selector,
// so that the footer re-renders when the focus or the cell changes.
function focusedCellSelector(apiRef: React.RefObject<GridApi>) {
  const cell = gridFocusCellSelector(apiRef);
  if (!cell) return null;
  const { id, field, value, formattedValue, cellMode, hasFocus, tabIndex } =
    apiRef.current.getCellParams(cell.id, cell.field);
  return { id, field, value, formattedValue, cellMode, hasFocus, tabIndex };
}

// The selector returns a new object each time: compare the contents instead.
const sameContent = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

function FocusedCellFooter() {
  const apiRef = useGridApiContext();
  const params = useGridSelector(apiRef, focusedCellSelector, undefined, sameContent);

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', fontFamily: 'monospace', fontSize: 13 }}>
      {params ? (
        <React.Fragment>
          <div>
            id: {JSON.stringify(params.id)}, field: {JSON.stringify(params.field)}
          </div>
          <div>
            value: {JSON.stringify(params.value)}, formattedValue: {JSON.stringify(params.formattedValue)}
          </div>
          <div>
            cellMode: {JSON.stringify(params.cellMode)}, hasFocus: {String(params.hasFocus)}, tabIndex:{' '}
            {params.tabIndex}
          </div>
        </React.Fragment>
      ) : (
        <Typography variant="body2">Click a cell, then move with the arrow keys.</Typography>
      )}
    </Box>
  );
}

export default function CellInspector() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FocusedCellFooter }} />
    </Box>
  );
}
