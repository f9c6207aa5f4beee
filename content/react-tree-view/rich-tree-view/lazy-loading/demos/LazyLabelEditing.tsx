import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, useTreeViewApiRef, type RichTreeViewProProps } from '@mui/x-tree-view-pro';

interface BoardEntry {
  id: string;
  label: string;
  childCount: number;
}

// The server's data, changed by the save requests below.
const board: Record<string, BoardEntry[]> = {
  'site-redesign': [
    { id: 'wireframes', label: 'Draw the wireframes', childCount: 0 },
    { id: 'copy', label: 'Write the landing copy', childCount: 0 },
  ],
  onboarding: [
    { id: 'welcome-mail', label: 'Send the welcome email', childCount: 0 },
    { id: 'checklist', label: 'Update the checklist', childCount: 0 },
  ],
};

const projects: BoardEntry[] = [
  { id: 'site-redesign', label: 'Site redesign', childCount: 2 },
  { id: 'onboarding', label: 'Customer onboarding', childCount: 2 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataSource = {
  getChildrenCount: (entry: BoardEntry) => entry.childCount,
  getTreeItems: async (parentId?: string) => {
    await wait(500);
    return (board[parentId ?? ''] ?? []).map((task) => ({ ...task }));
  },
};

async function saveLabel(itemId: string, label: string) {
  await wait(400);
  Object.values(board).forEach((tasks) => {
    const task = tasks.find((entry) => entry.id === itemId);
    if (task) {
      task.label = label;
    }
  });
}

// Projects have children, tasks do not: only tasks can be renamed.
const isTask = (entry: BoardEntry) => entry.childCount === 0;

type TreeCache = NonNullable<RichTreeViewProProps<BoardEntry, false>['dataSourceCache']>;
type CachedItems = Parameters<TreeCache['set']>[1];

export default function LazyLabelEditing() {
  const apiRef = useTreeViewApiRef();
  const [patchCache, setPatchCache] = React.useState(true);
  const [status, setStatus] = React.useState('Double-click a task to rename it.');
  const [cacheEntries] = React.useState(() => new Map<string, CachedItems>());
  const [cache] = React.useState<TreeCache>(() => ({
    get: (key) => cacheEntries.get(key),
    set: (key, value) => cacheEntries.set(key, value),
    clear: () => cacheEntries.clear(),
  }));

  const handleLabelChange = async (itemId: string, newLabel: string) => {
    if (patchCache) {
      const parentKey = apiRef.current?.getParentId(itemId) ?? 'root';
      const siblings = cacheEntries.get(parentKey);
      if (siblings) {
        cacheEntries.set(
          parentKey,
          siblings.map((entry) => (entry.id === itemId ? { ...entry, label: newLabel } : entry)),
        );
      }
    }
    setStatus(`Saving "${newLabel}"…`);
    await saveLabel(itemId, newLabel);
    setStatus(`Saved "${newLabel}"${patchCache ? ' and updated the cache' : ''}.`);
  };

  return (
    <Box sx={{ height: 390, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={patchCache} onChange={(event) => setPatchCache(event.target.checked)} />}
        label="Update the cache after a rename"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Project tasks"
          apiRef={apiRef}
          items={projects}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable={isTask}
          onItemLabelChange={handleLabelChange}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {status}
      </Typography>
    </Box>
  );
}
