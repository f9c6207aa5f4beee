import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Truck {
  id: string;
  carrier: string;
  dock: number;
  eta: string;
}

const inbound: Truck[] = [
  { id: 'IN-2041', carrier: 'Nordfrakt', dock: 1, eta: '06:40' },
  { id: 'IN-2042', carrier: 'Baltic Haulage', dock: 3, eta: '07:15' },
  { id: 'IN-2043', carrier: 'Rhein Logistik', dock: 2, eta: '08:05' },
  { id: 'IN-2044', carrier: 'Nordfrakt', dock: 1, eta: '09:30' },
  { id: 'IN-2045', carrier: 'Vistula Cargo', dock: 4, eta: '10:10' },
  { id: 'IN-2046', carrier: 'Alpine Express', dock: 2, eta: '11:45' },
  { id: 'IN-2047', carrier: 'Rhein Logistik', dock: 3, eta: '13:20' },
  { id: 'IN-2048', carrier: 'Baltic Haulage', dock: 4, eta: '14:55' },
];

const outbound: Truck[] = [
  { id: 'OUT-8810', carrier: 'Baltic Haulage', dock: 6, eta: '07:00' },
  { id: 'OUT-8811', carrier: 'Rhein Logistik', dock: 5, eta: '08:30' },
  { id: 'OUT-8812', carrier: 'Alpine Express', dock: 7, eta: '09:50' },
  { id: 'OUT-8813', carrier: 'Vistula Cargo', dock: 6, eta: '12:20' },
  { id: 'OUT-8814', carrier: 'Nordfrakt', dock: 5, eta: '14:00' },
  { id: 'OUT-8815', carrier: 'Baltic Haulage', dock: 7, eta: '15:35' },
  { id: 'OUT-8816', carrier: 'Alpine Express', dock: 6, eta: '16:10' },
  { id: 'OUT-8817', carrier: 'Vistula Cargo', dock: 5, eta: '17:45' },
];

const truckColumns = (direction: string): GridColDef<Truck>[] => [
  { field: 'id', headerName: direction, width: 110 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 140 },
  { field: 'dock', headerName: 'Dock', type: 'number', width: 80 },
  { field: 'eta', headerName: 'Time', width: 90 },
];

const inboundColumns = truckColumns('Inbound');
const outboundColumns = truckColumns('Outbound');

export default function PercentageHeight() {
  const [inboundShare, setInboundShare] = React.useState(50);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Share of the panel height given to the inbound grid"
        value={inboundShare}
        onChange={(_, value: number | null) => value !== null && setInboundShare(value)}
        sx={{ height: 40, mb: 1 }}
      >
        <ToggleButton value={30}>30% / 70%</ToggleButton>
        <ToggleButton value={50}>50% / 50%</ToggleButton>
        <ToggleButton value={70}>70% / 30%</ToggleButton>
      </ToggleButtonGroup>
      {/* A panel with a definite height: percentages inside it resolve against its 412 px. */}
      <Box sx={{ height: 412 }}>
        <Box sx={{ height: `${inboundShare}%`, pb: 0.5 }}>
          <DataGrid rows={inbound} columns={inboundColumns} density="compact" hideFooter label="Inbound trucks" />
        </Box>
        <Box sx={{ height: `${100 - inboundShare}%`, pt: 0.5 }}>
          <DataGrid rows={outbound} columns={outboundColumns} density="compact" hideFooter label="Outbound trucks" />
        </Box>
      </Box>
    </Box>
  );
}
