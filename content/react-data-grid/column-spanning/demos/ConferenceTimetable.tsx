import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'] as const;
type Slot = (typeof slots)[number];

interface Session {
  title: string;
  // Length in one-hour slots.
  hours: number;
}

interface Room {
  id: number;
  room: string;
  sessions: Partial<Record<Slot, Session>>;
}

const rows: Room[] = [
  {
    id: 1,
    room: 'Main hall',
    sessions: {
      '09:00': { title: 'Opening keynote: cities after the car', hours: 2 },
      '11:00': { title: 'Panel: funding public transport', hours: 1 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Lightning talks', hours: 2 },
    },
  },
  {
    id: 2,
    room: 'Room A',
    sessions: {
      '09:00': { title: 'Bike lanes that people use', hours: 1 },
      '10:00': { title: 'Mapping bus ridership', hours: 1 },
      '11:00': { title: 'Workshop: open timetable data', hours: 3 },
      '14:00': { title: 'Q&A with city planners', hours: 1 },
    },
  },
  {
    id: 3,
    room: 'Room B',
    sessions: {
      '10:00': { title: 'Hackathon: step-free routes', hours: 4 },
      '14:00': { title: 'Hackathon demos', hours: 1 },
    },
  },
];

const slotColumns: GridColDef<Room>[] = slots.map((slot) => ({
  field: slot,
  headerName: slot,
  flex: 1,
  minWidth: 90,
  sortable: false,
  valueGetter: (_value, row) => row.sessions[slot]?.title ?? '',
  // A session covers as many columns as it lasts hours; empty slots return undefined (one column).
  colSpan: (_value, row) => row.sessions[slot]?.hours,
  cellClassName: 'session-cell',
  renderCell: ({ value }) =>
    value ? (
      <Box
        sx={{
          px: 1,
          py: 0.5,
          borderLeft: 3,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'rgba(33, 150, 243, 0.14)',
          lineHeight: 1.4,
        }}
      >
        {value}
      </Box>
    ) : null,
}));

const columns: GridColDef<Room>[] = [{ field: 'room', headerName: 'Room', width: 110 }, ...slotColumns];

export default function ConferenceTimetable() {
  return (
    <Box sx={{ height: 331, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 }, '& .session-cell': { p: 0.5 } }}
      />
    </Box>
  );
}
