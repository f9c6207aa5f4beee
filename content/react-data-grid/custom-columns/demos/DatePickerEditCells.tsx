import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

interface Patient {
  id: number;
  pet: string;
  vaccineDue: Date | null;
  nextVisit: Date | null;
}

const rows: Patient[] = [
  { id: 1, pet: 'Biscuit (beagle)', vaccineDue: new Date(2026, 2, 14), nextVisit: new Date(2026, 0, 9, 9, 30) },
  { id: 2, pet: 'Nori (cat)', vaccineDue: new Date(2026, 5, 2), nextVisit: new Date(2026, 0, 12, 14, 0) },
  { id: 3, pet: 'Pepper (rabbit)', vaccineDue: null, nextVisit: new Date(2026, 0, 15, 11, 15) },
  { id: 4, pet: 'Atlas (husky)', vaccineDue: new Date(2026, 1, 20), nextVisit: null },
];

// Both editors keep the grid's value a `Date` and give the picker a Day.js object.
function DateEditCell(props: GridRenderEditCellParams<Patient, Date | null>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        apiRef.current.setEditCellValue({ id, field, value: next?.isValid() ? next.toDate() : null });
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

function DateTimeEditCell(props: GridRenderEditCellParams<Patient, Date | null>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <DateTimePicker
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        apiRef.current.setEditCellValue({ id, field, value: next?.isValid() ? next.toDate() : null });
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

const columns: GridColDef<Patient>[] = [
  { field: 'pet', headerName: 'Patient', flex: 1, minWidth: 130 },
  {
    field: 'vaccineDue',
    headerName: 'Vaccine due',
    type: 'date',
    width: 190,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? dayjs(value).format('D MMM YYYY') : ''),
    renderEditCell: (params) => <DateEditCell {...params} />,
  },
  {
    field: 'nextVisit',
    headerName: 'Next visit',
    type: 'dateTime',
    width: 240,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? dayjs(value).format('D MMM YYYY, HH:mm') : ''),
    renderEditCell: (params) => <DateTimeEditCell {...params} />,
  },
];

export default function DatePickerEditCells() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 319, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </LocalizationProvider>
  );
}
