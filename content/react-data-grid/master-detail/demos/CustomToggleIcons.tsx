import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { DataGridPro, gridClasses, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Pallet {
  label: string;
  contents: string;
  weightKg: number;
}

interface Delivery {
  id: string;
  supplier: string;
  dock: number;
  arrival: string;
  pallets: Pallet[];
}

const rows: Delivery[] = [
  {
    id: 'IN-5521',
    supplier: 'Iberia Packaging',
    dock: 3,
    arrival: '06:40',
    pallets: [
      { label: 'P1', contents: 'Shipping boxes, size M (400)', weightKg: 310 },
      { label: 'P2', contents: 'Shipping boxes, size L (250)', weightKg: 295 },
    ],
  },
  {
    id: 'IN-5524',
    supplier: 'Nordic Fasteners',
    dock: 1,
    arrival: '07:15',
    pallets: [{ label: 'P1', contents: 'M8 bolts and nuts, 60 cartons', weightKg: 540 }],
  },
  {
    id: 'IN-5530',
    supplier: 'Rao Electricals',
    dock: 3,
    arrival: '08:05',
    pallets: [
      { label: 'P1', contents: 'LED panels 60 × 60 (48)', weightKg: 220 },
      { label: 'P2', contents: 'Cable reels, 3 × 1.5 mm² (12)', weightKg: 410 },
      { label: 'P3', contents: 'Junction boxes (300)', weightKg: 130 },
    ],
  },
  {
    id: 'IN-5533',
    supplier: 'Castro Timber',
    dock: 2,
    arrival: '09:30',
    pallets: [{ label: 'P1', contents: 'Pine boards 20 × 200 mm (90)', weightKg: 780 }],
  },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'id', headerName: 'Delivery', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'dock', headerName: 'Dock', type: 'number', width: 80 },
  { field: 'arrival', headerName: 'Arrival', width: 100 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 90, valueGetter: (value: Pallet[]) => value.length },
];

function PalletList({ delivery }: { delivery: Delivery }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, px: 7 }}>
      {delivery.pallets.map((pallet) => (
        <Typography key={pallet.label} variant="body2">
          {pallet.label} · {pallet.contents} · {pallet.weightKg} kg
        </Typography>
      ))}
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Delivery>) => <PalletList delivery={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function CustomToggleIcons() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        slots={{
          detailPanelExpandIcon: KeyboardArrowRightIcon,
          detailPanelCollapseIcon: KeyboardArrowDownIcon,
        }}
        sx={{
          // The row of an open panel carries this class: tint it and its panel alike.
          [`& .${gridClasses['row--detailPanelExpanded']}, & .${gridClasses.detailPanel}`]: {
            backgroundColor: 'action.hover',
          },
        }}
      />
    </Box>
  );
}
