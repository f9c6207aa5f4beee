import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as community from '@mui/x-data-grid';
import * as pro from '@mui/x-data-grid-pro';
import * as premium from '@mui/x-data-grid-premium';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid-premium';

interface SelectorRow {
  id: string;
  plan: 'Community' | 'Pro' | 'Premium';
}

// The list is read from the packages' exports at run time: every export named grid…Selector.
const selectorRows: SelectorRow[] = Object.keys(premium)
  .filter((name) => /^grid[A-Z]\w*Selector$/.test(name))
  .sort()
  .map((name) => ({
    id: name,
    plan: name in community ? 'Community' : name in pro ? 'Pro' : 'Premium',
  }));

const columns: GridColDef<SelectorRow>[] = [
  { field: 'id', headerName: 'Selector', flex: 1, minWidth: 260 },
  { field: 'plan', headerName: 'Package', width: 120 },
];

type AnySelector = (apiRef: unknown) => unknown;

// Sets and Maps have no JSON form: show their content instead.
const toText = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    item instanceof Set ? [...item] : item instanceof Map ? Object.fromEntries(item) : item,
  ) ?? String(value);

export default function SelectorCatalog() {
  const apiRef = useGridApiRef();
  const [reading, setReading] = React.useState<{ name: string; value: string } | null>(null);

  // Clicking a selector runs it on this grid's own state.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const name = String(params.id);
    const selector = (premium as unknown as Record<string, AnySelector>)[name]!;
    let value: string;
    try {
      value = toText(selector(apiRef));
    } catch {
      value = "could not run without an argument";
    }
    setReading({ name, value: value.length > 220 ? `${value.slice(0, 220)}…` : value });
  };

  return (
    <Box sx={{ height: 560, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" sx={{ height: 60, overflow: 'hidden', wordBreak: 'break-all' }}>
        {reading ? (
          <React.Fragment>
            <strong>{reading.name}</strong> on this grid: <code>{reading.value}</code>
          </React.Fragment>
        ) : (
          `${selectorRows.length} selectors exported. Search them, or click one to run it on this grid.`
        )}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={selectorRows}
          columns={columns}
          onRowClick={handleRowClick}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
