import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface TrackingEvent {
  at: string;
  place: string;
  event: string;
}

interface Parcel {
  id: string;
  recipient: string;
  destination: string;
  status: string;
  events: TrackingEvent[];
}

const rows: Parcel[] = [
  {
    id: 'PX-88120',
    recipient: 'Beatriz Pereira',
    destination: 'Coimbra',
    status: 'Out for delivery',
    events: [
      { at: 'Tue 07:58', place: 'Coimbra depot', event: 'Out for delivery' },
      { at: 'Mon 22:14', place: 'Lisbon hub', event: 'Sorted' },
      { at: 'Mon 16:02', place: 'Lisbon', event: 'Collected from sender' },
    ],
  },
  {
    id: 'PX-88127',
    recipient: 'Emre Yilmaz',
    destination: 'Porto',
    status: 'Delivered',
    events: [
      { at: 'Mon 11:30', place: 'Porto', event: 'Delivered, signed by E. Yilmaz' },
      { at: 'Mon 06:45', place: 'Porto depot', event: 'Out for delivery' },
    ],
  },
  {
    id: 'PX-88133',
    recipient: 'Noor Rao',
    destination: 'Faro',
    status: 'Delayed',
    events: [
      { at: 'Tue 09:10', place: 'Lisbon hub', event: 'Missed the linehaul, next departure tonight' },
      { at: 'Mon 18:40', place: 'Lisbon', event: 'Collected from sender' },
    ],
  },
  {
    id: 'PX-88140',
    recipient: 'Jonas Schulz',
    destination: 'Braga',
    status: 'In transit',
    events: [{ at: 'Tue 08:20', place: 'Porto hub', event: 'Sorted' }],
  },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 160 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'status', headerName: 'Status', width: 150 },
];

function TrackingHistory({ parcel }: { parcel: Parcel }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, px: 7 }}>
      {parcel.events.map((step) => (
        <Typography key={step.at} variant="body2">
          {step.at} · {step.place} · {step.event}
        </Typography>
      ))}
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Parcel>) => <TrackingHistory parcel={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function SingleExpandedPanel() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set());

  const handleExpandedIdsChange = (ids: Set<GridRowId>) => {
    // The id that was not open before is the one just opened: keep it alone.
    const opened = [...ids].find((id) => !expandedIds.has(id));
    setExpandedIds(opened === undefined ? ids : new Set([opened]));
  };

  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedIdsChange}
      />
    </Box>
  );
}
