import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import dayjs from 'dayjs';
import {
  DataGrid,
  GridFilterInputValue,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
  type GridRenderEditCellParams,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Status = 'Available' | 'Rented' | 'In repair';

interface Bike {
  id: string;
  station: string;
  status: Status;
  battery: number;
  serviceDue: Date;
}

const rows: Bike[] = [
  { id: 'EB-0142', station: 'Canal Street', status: 'Available', battery: 92, serviceDue: new Date(2026, 1, 3) },
  { id: 'EB-0177', station: 'Market Square', status: 'Rented', battery: 48, serviceDue: new Date(2026, 0, 18) },
  { id: 'EB-0203', station: 'Old Harbour', status: 'In repair', battery: 7, serviceDue: new Date(2025, 11, 30) },
  { id: 'EB-0219', station: 'University', status: 'Available', battery: 23, serviceDue: new Date(2026, 2, 11) },
  { id: 'EB-0256', station: 'Central Station', status: 'Rented', battery: 71, serviceDue: new Date(2026, 0, 26) },
];

const statusColors = { Available: 'success', Rented: 'info', 'In repair': 'warning' } as const;

// A level between 0 and 100: a bar to read, a number to sort and edit, and an extra "below" filter.
const belowOperator: GridFilterOperator<Bike, number, string, GridTypeFilterInputValueProps> = {
  label: 'below',
  value: 'below',
  getApplyFilterFn: (item) =>
    item.value == null || item.value === '' ? null : (value: number | null) => value != null && value < Number(item.value),
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
};

const percentLevel: GridColTypeDef = {
  type: 'number',
  width: 150,
  display: 'flex',
  filterOperators: [belowOperator, ...getGridNumericOperators()],
  valueFormatter: (value: number) => `${value} %`,
  renderCell: (params) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={params.value ?? 0}
        color={(params.value ?? 0) < 25 ? 'error' : 'primary'}
        aria-label={`${params.formattedValue}`}
        sx={{ flex: 1 }}
      />
      <span>{params.formattedValue}</span>
    </Box>
  ),
};

function PickerEditCell({ id, field, value }: GridRenderEditCellParams<Bike, Date, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        if (next?.isValid()) apiRef.current.setEditCellValue({ id, field, value: next.toDate() });
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

// A calendar date that edits with a date picker and shows overdue dates in red.
const pickerDate: GridColTypeDef<Date, string> = {
  type: 'date',
  width: 180,
  valueFormatter: (value) => dayjs(value).format('D MMM YYYY'),
  cellClassName: (params) => (params.value && params.value < new Date(2026, 0, 1) ? 'overdue' : ''),
  renderEditCell: (params) => <PickerEditCell {...params} />,
};

const columns: GridColDef<Bike>[] = [
  { field: 'id', headerName: 'Bike', width: 100 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Available', 'Rented', 'In repair'],
    width: 140,
    editable: true,
    renderCell: (params) => (
      <Chip label={params.value} color={statusColors[params.value as Status]} size="small" variant="outlined" />
    ),
  },
  { field: 'battery', headerName: 'Battery', editable: true, ...percentLevel },
  { field: 'serviceDue', headerName: 'Service due', editable: true, ...pickerDate },
];

export default function FleetColumnTypes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 371, width: '100%', '& .overdue': { color: 'error.main', fontWeight: 500 } }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </LocalizationProvider>
  );
}
