import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  origin: string;
  departs: string;
  destination: string;
  arrives: string;
  status: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'TP 1351', origin: 'Lisbon (LIS)', departs: '07:05', destination: 'Berlin (BER)', arrives: '11:20', status: 'Boarding' },
  { id: 2, flight: 'SK 1470', origin: 'Oslo (OSL)', departs: '08:40', destination: 'Madrid (MAD)', arrives: '12:55', status: 'On time' },
  { id: 3, flight: 'AZ 608', origin: 'Rome (FCO)', departs: '09:15', destination: 'Athens (ATH)', arrives: '12:30', status: 'Delayed 25 min' },
  { id: 4, flight: 'LO 281', origin: 'Warsaw (WAW)', departs: '10:50', destination: 'Vienna (VIE)', arrives: '12:15', status: 'On time' },
  { id: 5, flight: 'EI 532', origin: 'Dublin (DUB)', departs: '13:25', destination: 'Nice (NCE)', arrives: '17:00', status: 'Gate change' },
  { id: 6, flight: 'OS 127', origin: 'Vienna (VIE)', departs: '16:10', destination: 'Zurich (ZRH)', arrives: '17:25', status: 'Cancelled' },
];

// The order of this array decides the order of the headers, groups included.
const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'Airport', width: 150 },
  { field: 'departs', headerName: 'Time', width: 90 },
  { field: 'destination', headerName: 'Airport', width: 150 },
  { field: 'arrives', headerName: 'Time', width: 90 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 140 },
];

// "flight" and "status" belong to no group: their cell in the group row stays empty.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'departure',
    headerName: 'Departure',
    children: [{ field: 'origin' }, { field: 'departs' }],
  },
  {
    groupId: 'arrival',
    headerName: 'Arrival',
    children: [{ field: 'destination' }, { field: 'arrives' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 479, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </Box>
  );
}
