import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface ServiceJob {
  id: number;
  vehicle: string;
  date: string;
  notes: string;
}

const rows: ServiceJob[] = [
  {
    id: 1,
    vehicle: 'Van 12 (Ford Transit)',
    date: '2026-02-03',
    notes: 'Front brake pads replaced.\nRear pads at 40%: check again in 10,000 km.',
  },
  { id: 2, vehicle: 'Van 07 (Renault Master)', date: '2026-02-05', notes: 'Oil and filter change.' },
  {
    id: 3,
    vehicle: 'Truck 03 (Volvo FL)',
    date: '2026-02-09',
    notes: 'Tachograph calibrated.\nLeft mirror cracked, part ordered.\nBook a follow-up visit.',
  },
  { id: 4, vehicle: 'Car 21 (Toyota Corolla)', date: '2026-02-11', notes: 'Annual inspection passed.' },
];

function NotesEditCell(props: GridRenderEditCellParams<ServiceJob, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && event.shiftKey) {
      // Keep Shift+Enter away from the grid: the text area adds a new line.
      event.stopPropagation();
    } else if (event.key === 'Enter') {
      // Plain Enter goes on to the grid, which saves: it must not add a line.
      event.preventDefault();
    }
  };

  return (
    <React.Fragment>
      {/* Hidden copy of the text: keeps the row as high as the text being edited. */}
      <Box ref={setAnchorEl} sx={{ ...notesSx, visibility: 'hidden' }}>
        {value}
      </Box>
      {anchorEl && (
        <Popper open anchorEl={anchorEl} placement="bottom-start" modifiers={overlapCell}>
          <Paper elevation={6} sx={{ width: anchorEl.clientWidth, py: 1, typography: 'body2' }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              autoFocus
              sx={{ font: 'inherit', px: '10px' }}
              value={value ?? ''}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value })}
              onKeyDown={handleKeyDown}
              // Place the caret after the text.
              onFocus={(event) => event.target.setSelectionRange(event.target.value.length, event.target.value.length)}
              inputProps={{ 'aria-label': 'Service notes' }}
            />
          </Paper>
        </Popper>
      )}
    </React.Fragment>
  );
}

const notesSx = { whiteSpace: 'pre-line', py: 1, width: '100%' };

// Moves the popper up by the cell's height so that it covers the cell.
const overlapCell = [
  { name: 'offset', options: { offset: ({ reference }: { reference: { height: number } }) => [0, -reference.height] } },
];

const columns: GridColDef<ServiceJob>[] = [
  { field: 'vehicle', headerName: 'Vehicle', width: 210, display: 'flex' },
  { field: 'date', headerName: 'Date', width: 110, display: 'flex' },
  {
    field: 'notes',
    headerName: 'Service notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    display: 'flex',
    renderCell: ({ value }) => <Box sx={notesSx}>{value}</Box>,
    renderEditCell: (params) => <NotesEditCell {...params} />,
  },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} />
    </Box>
  );
}
