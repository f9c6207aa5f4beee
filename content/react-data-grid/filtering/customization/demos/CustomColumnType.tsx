import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Itinerary {
  id: number;
  route: string;
  flightMinutes: number;
  connectionMinutes: number;
}

const itineraries: Itinerary[] = [
  { id: 1, route: 'Oslo → Lisbon via Amsterdam', flightMinutes: 275, connectionMinutes: 70 },
  { id: 2, route: 'Oslo → Lisbon via Frankfurt', flightMinutes: 290, connectionMinutes: 45 },
  { id: 3, route: 'Oslo → Lisbon via Paris', flightMinutes: 300, connectionMinutes: 135 },
  { id: 4, route: 'Oslo → Lisbon via Copenhagen', flightMinutes: 320, connectionMinutes: 55 },
  { id: 5, route: 'Oslo → Lisbon via Zurich', flightMinutes: 305, connectionMinutes: 95 },
];

const formatDuration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

// Reads "1:30" as 90 minutes and a plain number as minutes; `null` (not a duration) turns the filter off.
const parseDuration = (text: unknown) => {
  const [hours, minutes] = String(text ?? '').trim().split(':');
  const total = minutes === undefined ? Number(hours) : Number(hours) * 60 + Number(minutes);
  return hours === '' || Number.isNaN(total) ? null : total;
};

// One definition for every duration column: stored as minutes, shown and filtered as h:mm.
const durationType: GridColTypeDef = {
  type: 'number',
  width: 165,
  valueFormatter: (value: number | null) => (value == null ? '' : formatDuration(value)),
  valueParser: parseDuration,
  filterOperators: getGridNumericOperators()
    .filter((operator) => ['>', '>=', '<', '<='].includes(operator.value))
    .map((operator) => ({ ...operator, InputComponentProps: { type: 'text' } })),
};

const columns: GridColDef<Itinerary>[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 220 },
  { ...durationType, field: 'flightMinutes', headerName: 'Flight time' },
  { ...durationType, field: 'connectionMinutes', headerName: 'Connection' },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'connectionMinutes', operator: '<=', value: '1:15' }] } },
};

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={itineraries} columns={columns} initialState={initialState} />
    </Box>
  );
}
