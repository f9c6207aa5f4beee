import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';

interface Location {
  id: string;
  label: string;
  childCount: number;
}

const warehouse: Record<string, Location[]> = {
  root: [
    { id: 'zone-a', label: 'Zone A · Ambient', childCount: 2 },
    { id: 'zone-c', label: 'Zone C · Chilled', childCount: 1 },
  ],
  'zone-a': [
    { id: 'a-01', label: 'Aisle A-01', childCount: 2 },
    { id: 'a-02', label: 'Aisle A-02', childCount: 1 },
  ],
  'zone-c': [{ id: 'c-01', label: 'Aisle C-01', childCount: 1 }],
  'a-01': [
    { id: 'a-01-1', label: 'Bin A-01-1 · 40 cartons', childCount: 0 },
    { id: 'a-01-2', label: 'Bin A-01-2 · empty', childCount: 0 },
  ],
  'a-02': [{ id: 'a-02-1', label: 'Bin A-02-1 · 12 pallets', childCount: 0 }],
  'c-01': [{ id: 'c-01-1', label: 'Bin C-01-1 · 75 crates', childCount: 0 }],
};

function fetchLocations(parentId: string): Promise<Location[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(warehouse[parentId] ?? []), 500);
  });
}

const noItems: Location[] = [];

// A cache that never hits. At runtime, 8.6.0 also accepts `dataSourceCache={null}`, but its types do not.
const noCache = { get: () => undefined, set: () => {}, clear: () => {} };

export default function DefaultCache() {
  const [cacheOn, setCacheOn] = React.useState(true);
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (location: Location) => location.childCount,
      getTreeItems: (parentId?: string) => {
        setRequests((prev) => [...prev, parentId ?? 'root']);
        return fetchLocations(parentId ?? 'root');
      },
    }),
    [],
  );

  const handleSwitch = (event: React.ChangeEvent<HTMLInputElement>) => {
    setCacheOn(event.target.checked);
    setRequests([]);
  };

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={cacheOn} onChange={handleSwitch} />}
        label="Cache responses"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {/* The tree reads dataSourceCache once: the key remounts it when the switch changes. */}
        <RichTreeViewPro
          key={cacheOn ? 'cached' : 'uncached'}
          aria-label="Warehouse locations"
          items={noItems}
          dataSource={dataSource}
          dataSourceCache={cacheOn ? undefined : noCache}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {requests.length} requests: {requests.join(', ')}
      </Typography>
    </Box>
  );
}
