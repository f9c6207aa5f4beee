import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  kind: string;
  depot: string;
  mileageKm: number;
}

const rows: Vehicle[] = [
  { id: 1, plate: 'AA-12-BC', model: 'Renault Master', kind: 'Van', depot: 'Porto', mileageKm: 84210 },
  { id: 2, plate: 'AB-47-KL', model: 'Peugeot 208', kind: 'Car', depot: 'Porto', mileageKm: 31877 },
  { id: 3, plate: 'AD-03-MM', model: 'Ford Transit', kind: 'Van', depot: 'Lisbon', mileageKm: 120455 },
  { id: 4, plate: 'AE-91-PZ', model: 'Mercedes Sprinter', kind: 'Van', depot: 'Porto', mileageKm: 65012 },
  { id: 5, plate: 'AF-28-QT', model: 'Iveco Daily', kind: 'Truck', depot: 'Braga', mileageKm: 201330 },
  { id: 6, plate: 'AG-55-RS', model: 'Citroën Berlingo', kind: 'Van', depot: 'Lisbon', mileageKm: 47390 },
  { id: 7, plate: 'AH-60-TU', model: 'Toyota Corolla', kind: 'Car', depot: 'Braga', mileageKm: 12904 },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 110 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
];

export default function InitialQuickFilterValues() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            // The grid opens showing the vans of the Porto depot; the search field shows "porto van".
            filterModel: { items: [], quickFilterValues: ['porto', 'van'] },
          },
        }}
      />
    </Box>
  );
}
