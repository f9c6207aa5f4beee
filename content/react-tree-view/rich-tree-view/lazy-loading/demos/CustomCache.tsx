import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type RichTreeViewProProps } from '@mui/x-tree-view-pro';

interface LibraryEntry {
  id: string;
  label: string;
  childCount: number;
}

const library: Record<string, LibraryEntry[]> = {
  root: [
    { id: 'nina-simone', label: 'Nina Simone', childCount: 2 },
    { id: 'radiohead', label: 'Radiohead', childCount: 2 },
    { id: 'fela-kuti', label: 'Fela Kuti', childCount: 1 },
  ],
  'nina-simone': [
    { id: 'pastel-blues', label: 'Pastel Blues (1965)', childCount: 0 },
    { id: 'wild-is-the-wind', label: 'Wild Is the Wind (1966)', childCount: 0 },
  ],
  radiohead: [
    { id: 'ok-computer', label: 'OK Computer (1997)', childCount: 0 },
    { id: 'in-rainbows', label: 'In Rainbows (2007)', childCount: 0 },
  ],
  'fela-kuti': [{ id: 'zombie', label: 'Zombie (1976)', childCount: 0 }],
};

const dataSource = {
  getChildrenCount: (entry: LibraryEntry) => entry.childCount,
  getTreeItems: (parentId?: string) =>
    new Promise<LibraryEntry[]>((resolve) => {
      setTimeout(() => resolve(library[parentId ?? 'root'] ?? []), 600);
    }),
};

const noItems: LibraryEntry[] = [];

type TreeCache = NonNullable<RichTreeViewProProps<LibraryEntry, false>['dataSourceCache']>;
type CachedItems = Parameters<TreeCache['set']>[1];

interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
}

function createCountingCache(onChange: (stats: CacheStats) => void): TreeCache {
  const entries = new Map<string, CachedItems>();
  const stats: CacheStats = { entries: 0, hits: 0, misses: 0 };
  const report = () => onChange({ ...stats, entries: entries.size });
  return {
    get: (key) => {
      const value = entries.get(key);
      if (value === undefined) {
        stats.misses += 1;
      } else {
        stats.hits += 1;
      }
      report();
      return value;
    },
    set: (key, value) => {
      entries.set(key, value);
      report();
    },
    clear: () => {
      entries.clear();
      report();
    },
  };
}

export default function CustomCache() {
  const [stats, setStats] = React.useState<CacheStats>({ entries: 0, hits: 0, misses: 0 });
  // One cache per mounted tree.
  const [cache] = React.useState(() => createCountingCache(setStats));

  return (
    <Box sx={{ height: 370, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Music library"
          items={noItems}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2" color="text.secondary">
          {stats.entries} cached levels · {stats.hits} hits · {stats.misses} misses
        </Typography>
      </Stack>
    </Box>
  );
}
