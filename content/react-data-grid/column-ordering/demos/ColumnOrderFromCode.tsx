import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Application {
  id: number;
  candidate: string;
  role: string;
  stage: string;
  applied: Date;
  recruiter: string;
}

const rows: Application[] = [
  { id: 1, candidate: 'Hana Okafor', role: 'Data engineer', stage: 'Interview', applied: new Date(2025, 2, 3), recruiter: 'Paula' },
  { id: 2, candidate: 'Jonas Lindqvist', role: 'Product designer', stage: 'Offer', applied: new Date(2025, 1, 17), recruiter: 'Marc' },
  { id: 3, candidate: 'Priya Raman', role: 'Data engineer', stage: 'Screening', applied: new Date(2025, 2, 11), recruiter: 'Paula' },
  { id: 4, candidate: 'Mateo Silva', role: 'Support lead', stage: 'Interview', applied: new Date(2025, 2, 6), recruiter: 'Aisha' },
];

const columns: GridColDef<Application>[] = [
  { field: 'candidate', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'stage', headerName: 'Stage', width: 110 },
  { field: 'applied', headerName: 'Applied', type: 'date', width: 110 },
  { field: 'recruiter', headerName: 'Recruiter', width: 110 },
];

const defaultOrder = columns.map((column) => column.field);

// "stage" first, then "candidate"; the fields not listed follow in their `columns` order.
const initialState: GridInitialState = {
  columns: { orderedFields: ['stage', 'candidate'] },
};

export default function ColumnOrderFromCode() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('stage');
  const label = columns.find((column) => column.field === field)?.headerName ?? field;

  const move = (offset: number) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const index = api.getColumnIndex(field, false);
    const target = Math.min(Math.max(index + offset, 0), defaultOrder.length - 1);
    api.setColumnIndex(field, target);
  };

  const reset = () => {
    defaultOrder.forEach((columnField, index) => apiRef.current?.setColumnIndex(columnField, index));
  };

  return (
    <Box sx={{ height: 383, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ height: 64, flexShrink: 0, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ width: 140 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={`Move ${label} left`} onClick={() => move(-1)}>
          <ArrowBackIcon />
        </IconButton>
        <IconButton aria-label={`Move ${label} right`} onClick={() => move(1)}>
          <ArrowForwardIcon />
        </IconButton>
        <Button size="small" onClick={reset}>
          Reset order
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
      </Box>
    </Box>
  );
}
