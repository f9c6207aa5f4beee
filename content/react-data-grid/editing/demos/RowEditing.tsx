import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  vehicle: string;
  plate: string;
  driver: string;
  depot: string;
  mileage: number;
  nextService: Date;
}

const rows: Vehicle[] = [
  { id: 1, vehicle: 'Renault Master E-Tech', plate: 'GH-482-KL', driver: 'Inès Moreau', depot: 'Lyon', mileage: 48210, nextService: new Date(2025, 4, 12) },
  { id: 2, vehicle: 'Ford E-Transit', plate: 'FT-907-AB', driver: 'Tomasz Nowak', depot: 'Lille', mileage: 61544, nextService: new Date(2025, 3, 28) },
  { id: 3, vehicle: 'Mercedes eSprinter', plate: 'EV-215-MS', driver: 'Aïcha Benali', depot: 'Nantes', mileage: 22980, nextService: new Date(2025, 6, 3) },
  { id: 4, vehicle: 'Iveco Daily', plate: 'DL-330-RT', driver: 'Lucas Ferreira', depot: 'Lyon', mileage: 97305, nextService: new Date(2025, 3, 15) },
  { id: 5, vehicle: 'Citroën ë-Jumpy', plate: 'CJ-118-PX', driver: 'Hanna Vogel', depot: 'Lille', mileage: 35670, nextService: new Date(2025, 5, 20) },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'vehicle', headerName: 'Vehicle', flex: 1, minWidth: 160 },
  { field: 'plate', headerName: 'Plate', width: 100 },
  { field: 'driver', headerName: 'Driver', width: 140, editable: true },
  {
    field: 'depot',
    headerName: 'Depot',
    type: 'singleSelect',
    valueOptions: ['Lille', 'Lyon', 'Nantes'],
    width: 100,
    editable: true,
  },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 120, editable: true },
  { field: 'nextService', headerName: 'Next service', type: 'date', width: 130, editable: true },
];

export default function RowEditing() {
  return (
    <Box sx={{ height: 318, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
