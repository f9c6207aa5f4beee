import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

interface Van {
  id: number;
  plate: string;
  depot: string;
  odometerKm: number;
  nextService: Date;
}

const vans: Van[] = [
  { id: 1, plate: 'LK21 WXP', depot: 'Croydon', odometerKm: 48210, nextService: new Date(2025, 4, 12) },
  { id: 2, plate: 'LK21 WXR', depot: 'Croydon', odometerKm: 61034, nextService: new Date(2025, 3, 28) },
  { id: 3, plate: 'MA70 BDF', depot: 'Salford', odometerKm: 92877, nextService: new Date(2025, 3, 15) },
  { id: 4, plate: 'MA70 BDK', depot: 'Salford', odometerKm: 15402, nextService: new Date(2025, 7, 2) },
  { id: 5, plate: 'BX23 HNU', depot: 'Solihull', odometerKm: 30980, nextService: new Date(2025, 5, 19) },
];

const keep = (names: string[]) => (operator: { value: string }) => names.includes(operator.value);

// Dispatchers look vans up by the start of the plate, and compare mileage and dates one way or the other.
const columns: GridColDef<Van>[] = [
  {
    field: 'plate',
    headerName: 'Plate',
    width: 130,
    filterOperators: getGridStringOperators().filter(keep(['startsWith', 'contains'])),
  },
  { field: 'depot', headerName: 'Depot', flex: 1, minWidth: 120 },
  {
    field: 'odometerKm',
    headerName: 'Odometer (km)',
    type: 'number',
    width: 140,
    filterOperators: getGridNumericOperators().filter(keep(['>', '<'])),
  },
  {
    field: 'nextService',
    headerName: 'Next service',
    type: 'date',
    width: 130,
    filterOperators: getGridDateOperators().filter(keep(['before', 'after'])),
  },
];

export default function RemoveOperators() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={vans} columns={columns} />
    </Box>
  );
}
