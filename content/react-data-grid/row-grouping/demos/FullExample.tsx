import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  carrier: string;
  status: string;
  shippedOn: Date;
  weight: number;
  cost: number;
}

const hubs = ['Rotterdam', 'Hamburg', 'Antwerp', 'Le Havre'] as const;
const carriers = ['NordFreight', 'Baltic Lines', 'TransAlp', 'Iberia Cargo', 'Danube Express'] as const;
const statuses = ['Delivered', 'Delivered', 'In transit', 'Delivered', 'Delayed', 'In transit'] as const;

const pick = <T,>(list: readonly [T, ...T[]], n: number): T => list[n % list.length] ?? list[0];

// A quarter of shipments, built from the index so that every visit shows the same figures.
const rows: Shipment[] = Array.from({ length: 240 }, (_, i) => {
  const weight = 300 + ((i * 373) % 2700);
  return {
    id: i + 1,
    ref: `SHP-${3001 + i}`,
    origin: pick(hubs, i * 7),
    carrier: pick(carriers, i * 3 + Math.floor(i / 4)),
    status: pick(statuses, i * 5),
    shippedOn: new Date(2025, 0, 2 + Math.floor(i / 3)),
    weight,
    cost: Math.round(weight * (0.42 + ((i * 11) % 9) / 100)),
  };
});

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 100, groupable: false },
  { field: 'origin', headerName: 'Origin hub', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'shippedOn', headerName: 'Shipped on', type: 'date', width: 130, groupable: false },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120, groupable: false },
  {
    field: 'cost',
    headerName: 'Freight cost',
    type: 'number',
    flex: 1,
    minWidth: 110,
    groupable: false,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
];

export default function FullExample() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['origin', 'carrier'] },
      aggregation: { model: { weight: 'sum', cost: 'sum' } },
      sorting: { sortModel: [{ field: 'shippedOn', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ width: 200 }}
        defaultGroupingExpansionDepth={1}
        showToolbar
      />
    </Box>
  );
}
