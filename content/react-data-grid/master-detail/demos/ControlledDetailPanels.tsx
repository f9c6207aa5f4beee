import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Service {
  date: string;
  odometer: number;
  work: string;
}

interface Vehicle {
  id: string;
  model: string;
  depot: string;
  odometer: number;
  nextServiceKm: number;
  history: Service[];
}

const rows: Vehicle[] = [
  {
    id: 'VAN-07',
    model: 'Renault Master E-Tech',
    depot: 'Porto',
    odometer: 61200,
    nextServiceKm: 60000,
    history: [
      { date: '2024-11-18', odometer: 40100, work: 'Annual inspection, cabin filter' },
      { date: '2024-06-02', odometer: 21800, work: 'Front brake pads' },
    ],
  },
  {
    id: 'VAN-12',
    model: 'Ford E-Transit',
    depot: 'Braga',
    odometer: 18400,
    nextServiceKm: 40000,
    history: [{ date: '2025-01-09', odometer: 15000, work: 'Software update, tyre rotation' }],
  },
  {
    id: 'TRK-03',
    model: 'Volvo FL Electric',
    depot: 'Porto',
    odometer: 121900,
    nextServiceKm: 120000,
    history: [
      { date: '2025-02-20', odometer: 100300, work: 'Coolant flush, wiper blades' },
      { date: '2024-09-14', odometer: 80200, work: 'Tail lift hydraulics' },
      { date: '2024-04-30', odometer: 60000, work: 'Annual inspection' },
    ],
  },
  {
    id: 'CAR-21',
    model: 'Škoda Enyaq',
    depot: 'Coimbra',
    odometer: 9700,
    nextServiceKm: 30000,
    history: [{ date: '2025-03-01', odometer: 9500, work: 'Delivery check' }],
  },
];

const km = (value: number) => `${value.toLocaleString('en-GB')} km`;
const isOverdue = (vehicle: Vehicle) => vehicle.odometer >= vehicle.nextServiceKm;

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', width: 100 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'odometer', headerName: 'Odometer', type: 'number', width: 130, valueFormatter: km },
  { field: 'nextServiceKm', headerName: 'Service due at', type: 'number', width: 140, valueFormatter: km },
];

function ServiceHistory({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, px: 7 }}>
      {vehicle.history.map((service) => (
        <Typography key={service.date} variant="body2">
          {service.date} · {km(service.odometer)} · {service.work}
        </Typography>
      ))}
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Vehicle>) => <ServiceHistory vehicle={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function ControlledDetailPanels() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set(['TRK-03']));

  return (
    <Box sx={{ height: 485, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedIds(new Set(rows.filter(isOverdue).map((vehicle) => vehicle.id)))}
        >
          Open overdue vehicles
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(new Set())}>
          Close all
        </Button>
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          Expanded: {expandedIds.size > 0 ? [...expandedIds].join(', ') : 'none'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
        />
      </Box>
    </Box>
  );
}
