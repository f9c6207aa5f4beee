import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  departure: string;
  destination: string;
  gate: string;
  status: string;
}

const flights: Flight[] = [
  { id: 'LX 318', departure: '06:40', destination: 'London Heathrow', gate: 'A12', status: 'Departed' },
  { id: 'AF 1215', departure: '07:05', destination: 'Paris Charles de Gaulle', gate: 'B03', status: 'Departed' },
  { id: 'LH 1191', departure: '07:30', destination: 'Frankfurt', gate: 'A07', status: 'Boarding' },
  { id: 'KL 1956', departure: '07:55', destination: 'Amsterdam', gate: 'B11', status: 'Boarding' },
  { id: 'IB 3473', departure: '08:10', destination: 'Madrid', gate: 'C02', status: 'Delayed 40 min' },
  { id: 'SK 1612', departure: '08:25', destination: 'Copenhagen', gate: 'A15', status: 'Gate open' },
  { id: 'OS 566', departure: '08:45', destination: 'Vienna', gate: 'C08', status: 'On time' },
  { id: 'TP 935', departure: '09:00', destination: 'Lisbon', gate: 'B07', status: 'On time' },
  { id: 'AZ 573', departure: '09:20', destination: 'Rome Fiumicino', gate: 'C05', status: 'Cancelled' },
  { id: 'LO 416', departure: '09:35', destination: 'Warsaw', gate: 'A03', status: 'On time' },
  { id: 'EI 345', departure: '09:50', destination: 'Dublin', gate: 'B14', status: 'Delayed 15 min' },
  { id: 'A3 851', departure: '10:15', destination: 'Athens', gate: 'C11', status: 'On time' },
  { id: 'BA 727', departure: '10:30', destination: 'London City', gate: 'A09', status: 'On time' },
  { id: 'AY 1532', departure: '10:50', destination: 'Helsinki', gate: 'B02', status: 'On time' },
  { id: 'TK 1926', departure: '11:05', destination: 'Istanbul', gate: 'C14', status: 'Delayed 25 min' },
  { id: 'SN 2706', departure: '11:20', destination: 'Brussels', gate: 'A11', status: 'On time' },
  { id: 'LX 1658', departure: '11:45', destination: 'Prague', gate: 'B09', status: 'On time' },
  { id: 'EW 9571', departure: '12:00', destination: 'Düsseldorf', gate: 'A04', status: 'On time' },
  { id: 'OU 465', departure: '12:25', destination: 'Zagreb', gate: 'C03', status: 'On time' },
  { id: 'FR 2281', departure: '12:40', destination: 'Milan Bergamo', gate: 'B12', status: 'On time' },
];

type Side = 'top' | 'bottom';

export default function PinFlights() {
  // Ids only: the flights themselves stay in one list.
  const [pinnedIds, setPinnedIds] = React.useState<Record<Side, GridRowId[]>>({
    top: ['IB 3473'],
    bottom: [],
  });

  const pin = React.useCallback((id: GridRowId, side: Side | null) => {
    setPinnedIds((previous) => {
      const top = previous.top.filter((pinnedId) => pinnedId !== id);
      const bottom = previous.bottom.filter((pinnedId) => pinnedId !== id);
      if (side === 'top') {
        top.push(id);
      } else if (side === 'bottom') {
        bottom.push(id);
      }
      return { top, bottom };
    });
  }, []);

  // Each flight goes either to `rows` or to `pinnedRows`, never to both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (ids: GridRowId[]) => ids.flatMap((id) => flights.filter((flight) => flight.id === id));
    const pinned: GridPinnedRowsProp<Flight> = { top: byId(pinnedIds.top), bottom: byId(pinnedIds.bottom) };
    const isPinned = (id: GridRowId) => pinnedIds.top.includes(id) || pinnedIds.bottom.includes(id);
    return { rows: flights.filter((flight) => !isPinned(flight.id)), pinnedRows: pinned };
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'id', headerName: 'Flight', width: 100 },
      { field: 'departure', headerName: 'Time', width: 80 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 170 },
      { field: 'gate', headerName: 'Gate', width: 80 },
      { field: 'status', headerName: 'Status', width: 150 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => {
          const pinTop = <GridActionsCellItem label="Pin to top" showInMenu onClick={() => pin(id, 'top')} />;
          const pinBottom = (
            <GridActionsCellItem label="Pin to bottom" showInMenu onClick={() => pin(id, 'bottom')} />
          );
          const unpin = <GridActionsCellItem label="Unpin" showInMenu onClick={() => pin(id, null)} />;
          if (pinnedIds.top.includes(id)) {
            return [pinBottom, unpin];
          }
          if (pinnedIds.bottom.includes(id)) {
            return [pinTop, unpin];
          }
          return [pinTop, pinBottom];
        },
      },
    ],
    [pinnedIds, pin],
  );

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" sx={{ height: 28, flexShrink: 0 }}>
        Top: {pinnedIds.top.join(', ') || 'none'} · Bottom: {pinnedIds.bottom.join(', ') || 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
      </Box>
    </Box>
  );
}
