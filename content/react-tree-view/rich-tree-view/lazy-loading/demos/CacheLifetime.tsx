import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type RichTreeViewProProps } from '@mui/x-tree-view-pro';

interface PipelineEntry {
  id: string;
  label: string;
  childCount: number;
}

const pipelines: PipelineEntry[] = [
  { id: 'web-app', label: 'web-app · main', childCount: 3 },
  { id: 'mobile-app', label: 'mobile-app · release/4.2', childCount: 2 },
];

const jobs: Record<string, string[]> = {
  'web-app': ['lint', 'unit tests', 'deploy preview'],
  'mobile-app': ['build iOS', 'build Android'],
};

// The server reports the time at which it answered, so a cached answer is easy to spot.
function fetchJobs(pipelineId: string): Promise<PipelineEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const time = new Date().toLocaleTimeString('en-GB');
      resolve(
        (jobs[pipelineId] ?? []).map((job) => ({
          id: `${pipelineId}/${job}`,
          label: `${job} · checked at ${time}`,
          childCount: 0,
        })),
      );
    }, 500);
  });
}

type TreeCache = NonNullable<RichTreeViewProProps<PipelineEntry, false>['dataSourceCache']>;
type CachedItems = Parameters<TreeCache['set']>[1];

// Same contract as DataSourceCacheDefault: `-1` tells the tree that an entry has expired.
function createTtlCache(ttl: number): TreeCache {
  const entries = new Map<string, { value: CachedItems; expiresAt: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) {
        return undefined;
      }
      if (Date.now() > entry.expiresAt) {
        entries.delete(key);
        return -1;
      }
      return entry.value;
    },
    set: (key, value) => {
      entries.set(key, { value, expiresAt: Date.now() + ttl });
    },
    clear: () => entries.clear(),
  };
}

export default function CacheLifetime() {
  const [cache] = React.useState(() => createTtlCache(5_000));
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: PipelineEntry) => entry.childCount,
      getTreeItems: (parentId?: string) => {
        setLastRequest(`${parentId} at ${new Date().toLocaleTimeString('en-GB')}`);
        return fetchJobs(parentId ?? '');
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Build pipelines"
          items={pipelines}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Entries live 5 seconds. Last server request: {lastRequest}
      </Typography>
    </Box>
  );
}
