import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Vehicle {
  vin: string;
  plate: string;
  model: string;
  depot: string;
  odometerKm: number;
}

// The fleet system identifies vehicles by their VIN: there is no `id` property.
const rows: Vehicle[] = [
  { vin: '1FTBW3XM5HKA41207', plate: 'KX-204-LM', model: 'Ford Transit 350', depot: 'Rotterdam', odometerKm: 84210 },
  { vin: 'WDB9066331S782214', plate: 'GH-771-PT', model: 'Mercedes Sprinter', depot: 'Antwerp', odometerKm: 132905 },
  { vin: 'VF1MA000564312098', plate: 'RZ-118-DA', model: 'Renault Master', depot: 'Rotterdam', odometerKm: 45870 },
  { vin: 'WV1ZZZ2KZKX019835', plate: 'LB-530-EN', model: 'Volkswagen Caddy', depot: 'Lille', odometerKm: 67314 },
  { vin: 'ZFA25000002744611', plate: 'TT-962-VO', model: 'Fiat Ducato', depot: 'Antwerp', odometerKm: 158442 },
];

// Declared outside the component, so the grid receives the same function on every render.
const getVehicleId = (vehicle: Vehicle) => vehicle.vin;

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  {
    field: 'odometerKm',
    headerName: 'Odometer (km)',
    type: 'number',
    width: 140,
  },
];

// "Select all" stores an empty exclusion list, so read the model both ways.
function selectedIds(model: GridRowSelectionModel): GridRowId[] {
  const ids = rows.map(getVehicleId);
  return model.type === 'include'
    ? ids.filter((id) => model.ids.has(id))
    : ids.filter((id) => !model.ids.has(id));
}

export default function VehicleRowId() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set<GridRowId>(),
  });

  const selected = selectedIds(selection);

  return (
    <Box sx={{ height: 350, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" noWrap>
        Selected VINs: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={getVehicleId}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
