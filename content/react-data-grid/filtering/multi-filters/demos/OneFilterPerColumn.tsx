import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

interface Booking {
  id: string;
  guest: string;
  hotel: string;
  room: string;
  checkIn: Date;
  nights: number;
  status: string;
}

const bookings: Booking[] = [
  { id: 'BK-3021', guest: 'Amara Okafor', hotel: 'Harbour View', room: 'Double', checkIn: new Date(2025, 5, 2), nights: 3, status: 'Confirmed' },
  { id: 'BK-3022', guest: 'Lukas Brandt', hotel: 'Old Town Lodge', room: 'Single', checkIn: new Date(2025, 5, 3), nights: 1, status: 'Pending' },
  { id: 'BK-3023', guest: 'Sofia Marín', hotel: 'Harbour View', room: 'Suite', checkIn: new Date(2025, 5, 6), nights: 5, status: 'Confirmed' },
  { id: 'BK-3024', guest: 'Hiroshi Tanaka', hotel: 'Riverside Inn', room: 'Double', checkIn: new Date(2025, 5, 6), nights: 2, status: 'Cancelled' },
  { id: 'BK-3025', guest: 'Chloé Lambert', hotel: 'Old Town Lodge', room: 'Family', checkIn: new Date(2025, 5, 9), nights: 4, status: 'Confirmed' },
  { id: 'BK-3026', guest: 'Ravi Menon', hotel: 'Riverside Inn', room: 'Single', checkIn: new Date(2025, 5, 12), nights: 2, status: 'Pending' },
  { id: 'BK-3027', guest: 'Grace Whitfield', hotel: 'Harbour View', room: 'Double', checkIn: new Date(2025, 5, 14), nights: 7, status: 'Confirmed' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'hotel', headerName: 'Hotel', width: 140 },
  { field: 'room', headerName: 'Room', type: 'singleSelect', valueOptions: ['Single', 'Double', 'Family', 'Suite'], width: 100 },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Confirmed', 'Pending', 'Cancelled'], width: 130 },
];

// Each row of the panel lists its own column plus the columns no other filter uses.
const filterColumns = ({ field, columns: filterable, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return filterable.filter((column) => column.field === field || !used.has(column.field)).map((column) => column.field);
};

// "Add filter" starts on the first column without a filter, and does nothing when every column has one.
const getColumnForNewFilter = ({ currentFilters, columns: filterable }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return filterable.find((column) => !used.has(column.field))?.field ?? null;
};

const initialModel: GridFilterModel = {
  items: [{ id: 'status', field: 'status', operator: 'is', value: 'Confirmed' }],
};

export default function OneFilterPerColumn() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={bookings}
        columns={columns}
        initialState={{ filter: { filterModel: initialModel } }}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
      />
    </Box>
  );
}
