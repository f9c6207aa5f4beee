import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import {
  DataGrid,
  getGridDateOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueBack: Date;
}

const rows: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'M. Okafor', dueBack: new Date(2026, 0, 6) },
  { id: 2, title: 'A Field Guide to Mosses', borrower: 'J. Lindqvist', dueBack: new Date(2026, 0, 9) },
  { id: 3, title: 'Bread Baking at Home', borrower: 'R. Almeida', dueBack: new Date(2026, 0, 14) },
  { id: 4, title: 'Tide Tables 2026', borrower: 'S. Nakamura', dueBack: new Date(2026, 0, 20) },
  { id: 5, title: 'Night Trains of Europe', borrower: 'E. Dubois', dueBack: new Date(2026, 0, 27) },
];

// The filter value stays a 'YYYY-MM-DD' string, the same text the built-in date input produces.
function DatePickerFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <DatePicker
      label="Value"
      value={item.value ? dayjs(item.value) : null}
      onChange={(next) => {
        applyValue({ ...item, value: next?.isValid() ? next.format('YYYY-MM-DD') : undefined });
      }}
      slotProps={{ textField: { size: 'small', variant: 'standard' } }}
    />
  );
}

// Keep every built-in date operator, and swap the input of those that take a value.
const dateOperators: GridFilterOperator<Loan, Date>[] = getGridDateOperators().map((operator) => ({
  ...operator,
  InputComponent: operator.InputComponent ? DatePickerFilterInput : undefined,
}));

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  {
    field: 'dueBack',
    headerName: 'Due back',
    type: 'date',
    width: 140,
    filterOperators: dateOperators,
    valueFormatter: (value: Date) => dayjs(value).format('D MMM YYYY'),
  },
];

export default function DatePickerFilter() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 319, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'dueBack', operator: 'onOrBefore', value: '2026-01-14' }] },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
