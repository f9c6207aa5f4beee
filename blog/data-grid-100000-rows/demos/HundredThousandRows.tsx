import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  carrier: string;
  status: string;
  parcels: number;
  weightKg: number;
  declaredValue: number;
  dispatched: string;
  priority: string;
  customsCleared: boolean;
}

const ROW_COUNT = 100_000;
const cities = [
  'Lisbon',
  'Oslo',
  'Nairobi',
  'Osaka',
  'Lima',
  'Montreal',
  'Tunis',
  'Perth',
  'Gdansk',
  'Quito',
];
const carriers = ['Northwind', 'Bluefin', 'Kestrel', 'Atlas Freight', 'Meridian'];
const statuses = ['Booked', 'In transit', 'Held at customs', 'Delivered', 'Returned'];
const priorities = ['Standard', 'Express', 'Economy'];

// A seeded linear congruential generator: the server and the browser build identical rows.
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function buildShipments(): Shipment[] {
  const random = seededRandom(2026);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const parcels = 1 + Math.floor(random() * 40);
    return {
      id: index + 1,
      reference: `SHP-${String(index + 1).padStart(6, '0')}`,
      origin: pick(cities),
      destination: pick(cities),
      carrier: pick(carriers),
      status: pick(statuses),
      parcels,
      weightKg: Math.round(parcels * (2 + random() * 18) * 10) / 10,
      declaredValue: Math.round(parcels * (40 + random() * 900)),
      dispatched: `2026-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
      priority: pick(priorities),
      customsCleared: random() > 0.3,
    };
  });
}

// Built once at module level: the `rows` reference never changes between renders.
const rows = buildShipments();
const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'declaredValue',
    headerName: 'Value',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'valuePerKg',
    headerName: 'Value per kg',
    type: 'number',
    width: 130,
    // Cheap and pure: it runs for every row when this column is sorted or filtered.
    valueGetter: (_value, row) => Math.round(row.declaredValue / row.weightKg),
  },
  { field: 'dispatched', headerName: 'Dispatched', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'customsCleared', headerName: 'Customs cleared', type: 'boolean', width: 150 },
];

interface DomStats {
  rowElements: number;
  cellElements: number;
  firstIndex: number;
  lastIndex: number;
  total: number;
}

const bufferOptions = [0, 150, 600];
const formatCount = (value: number) => value.toLocaleString('en-US');

export default function HundredThousandRows() {
  const apiRef = useGridApiRef();
  const labelId = React.useId();
  const gridRef = React.useRef<HTMLDivElement>(null);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [stats, setStats] = React.useState<DomStats | null>(null);

  // Counts what is really mounted: data rows carry data-rowindex, cells role="gridcell".
  const measure = React.useCallback(() => {
    const container = gridRef.current;
    const api = apiRef.current;
    if (!container || !api) {
      return;
    }
    const rowElements = Array.from(container.querySelectorAll<HTMLElement>('[role="row"][data-rowindex]'));
    const indexes = rowElements.map((element) => Number(element.dataset.rowindex));
    const next: DomStats = {
      rowElements: rowElements.length,
      cellElements: container.querySelectorAll('[role="gridcell"]').length,
      firstIndex: indexes.length ? Math.min(...indexes) : 0,
      lastIndex: indexes.length ? Math.max(...indexes) : 0,
      total: api.getRowsCount(),
    };
    // Keep the previous object when nothing changed, so the readout does not re-render.
    setStats((previous) =>
      previous && (Object.keys(next) as (keyof DomStats)[]).every((key) => previous[key] === next[key])
        ? previous
        : next,
    );
  }, [apiRef]);

  // The grid's state changes whenever its render window moves; measure once per frame after that.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const unsubscribe = api.subscribeEvent('stateChange', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [apiRef, measure, rowBufferPx]);

  const handleBufferChange = (_event: React.MouseEvent<HTMLElement>, value: number | null) => {
    if (value !== null) {
      setStats(null);
      setRowBufferPx(value);
    }
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} variant="body2">
          rowBufferPx
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowBufferPx}
          onChange={handleBufferChange}
          aria-labelledby={labelId}
        >
          {bufferOptions.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
              {option} px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', minHeight: 40 }}
      >
        {stats
          ? `${formatCount(stats.rowElements)} row elements and ${formatCount(stats.cellElements)} cells in the DOM, ` +
            `rows ${formatCount(stats.firstIndex + 1)}–${formatCount(stats.lastIndex + 1)} of ${formatCount(stats.total)}`
          : 'Counting the rendered elements…'}
      </Typography>
      <Box ref={gridRef} sx={{ flex: 1, minHeight: 0 }}>
        {/* A new key remounts the grid so the buffer applies from the first render. */}
        <DataGridPro
          key={rowBufferPx}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          density="compact"
        />
      </Box>
    </Box>
  );
}
