import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Vehicle {
  id: string;
  model: string;
  driver: string;
  mileage: number;
  nextService: string;
}

const vehicles: Vehicle[] = [
  { id: 'VAN-04', model: 'Ford Transit', driver: 'Priya Nair', mileage: 84210, nextService: 'May 12' },
  { id: 'VAN-07', model: 'Renault Master', driver: 'Jonas Weber', mileage: 132870, nextService: 'Apr 28' },
  { id: 'TRK-02', model: 'Volvo FL', driver: 'Marta Ruiz', mileage: 201450, nextService: 'Apr 19' },
  { id: 'CAR-11', model: 'Toyota Corolla', driver: 'Kwame Mensah', mileage: 45320, nextService: 'Jun 03' },
  { id: 'VAN-09', model: 'Mercedes Sprinter', driver: 'Elena Popescu', mileage: 99875, nextService: 'May 30' },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Unit', width: 90 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 130 },
  { field: 'driver', headerName: 'Driver', width: 140 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 120 },
];

// Rendered by the grid in its footer slot: useGridApiContext() gives it the API, and
// useGridEvent() subscribes while the footer is mounted and unsubscribes when it unmounts.
function ServiceFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<Vehicle | null>(null);

  const handleEnter: GridEventListener<'rowMouseEnter'> = (params) => setHovered(params.row as Vehicle);
  const handleLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);

  useGridEvent(apiRef, 'rowMouseEnter', handleEnter);
  useGridEvent(apiRef, 'rowMouseLeave', handleLeave);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }} color={hovered ? 'text.primary' : 'text.secondary'}>
        {hovered ? `${hovered.id}: next service ${hovered.nextService}` : 'Point at a vehicle to see its next service date.'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function HoverFooter() {
  return (
    <Box sx={{ height: 371 }}>
      <DataGrid rows={vehicles} columns={columns} slots={{ footer: ServiceFooter }} />
    </Box>
  );
}
