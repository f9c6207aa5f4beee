import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener, type GridEvents } from '@mui/x-data-grid';

interface StockLine {
  id: string;
  product: string;
  bin: string;
  onHand: number;
}

const products = ['Pallet wrap', 'Label roll', 'Tape gun', 'Box 40x30', 'Void fill', 'Strapping', 'Gloves (L)'];
const rows: StockLine[] = Array.from({ length: 40 }, (_, index) => ({
  id: `SKU-${1200 + index}`,
  product: products[index % products.length]!,
  bin: `${String.fromCharCode(65 + (index % 6))}-${10 + (index % 9)}`,
  onHand: (index * 37) % 250,
}));

const columns: GridColDef<StockLine>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120, editable: true },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100, editable: true },
];

type Describer<E extends GridEvents> = (
  params: Parameters<GridEventListener<E>>[0],
  event: Parameters<GridEventListener<E>>[1],
) => string;

// One short summary per event: the params type differs for each event name.
const describe = {
  cellClick: (p) => `${p.field} of ${p.id}`,
  cellKeyDown: (p, e) => `"${e.key}" on ${p.field} of ${p.id}`,
  columnHeaderClick: (p) => p.field,
  sortModelChange: (model) => model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'unsorted',
  filterModelChange: (model) => `${model.items.length} item(s), quick filter: ${model.quickFilterValues?.join(' ') || 'none'}`,
  rowSelectionChange: (model) => `${model.ids.size} selected`,
  cellEditStop: (p) => `${p.field} of ${p.id}, reason: ${p.reason}`,
  scrollPositionChange: (p) => `top ${Math.round(p.top)} px`,
  columnWidthChange: (p) => `${p.colDef.field} is ${Math.round(p.width)} px`,
} satisfies { [E in GridEvents]?: Describer<E> };

interface Entry {
  key: number;
  name: string;
  text: string;
  times: number;
}

const MAX_ENTRIES = 6;

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<Entry[]>([]);
  const counter = React.useRef(0);

  React.useEffect(() => {
    const write = (name: string, text: string) =>
      setLog((previous) => {
        const [last, ...rest] = previous;
        // Repeated events, such as scrolling, update one line instead of flooding the log.
        if (last?.name === name) return [{ ...last, text, times: last.times + 1 }, ...rest];
        counter.current += 1;
        return [{ key: counter.current, name, text, times: 1 }, ...previous].slice(0, MAX_ENTRIES);
      });
    const api = apiRef.current!;
    // subscribeEvent() returns the function that removes the listener.
    const unsubscribers = (Object.keys(describe) as (keyof typeof describe)[]).map((name) => {
      const summarize = describe[name] as Describer<typeof name>;
      return api.subscribeEvent(name, (params, event) => write(name, summarize(params, event)));
    });
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Box sx={{ height: 500, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 290 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection showToolbar hideFooter />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3" id="grid-event-log">
          Latest events{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            (click a cell, sort, search, select rows or scroll)
          </Typography>
        </Typography>
        <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
          Clear
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-labelledby="grid-event-log"
        sx={{ m: 0, p: 1, flex: 1, listStyle: 'none', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
      >
        {log.map((entry) => (
          <Typography key={entry.key} component="li" variant="body2" noWrap sx={{ fontFamily: 'monospace', fontSize: 13 }}>
            <strong>{entry.name}</strong> {entry.text}
            {entry.times > 1 && ` (×${entry.times})`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
