import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';

interface CatalogueEntry {
  id: string;
  label: string;
  childCount: number;
}

// Rendered with the page: the faculties are known before the tree mounts.
const faculties: CatalogueEntry[] = [
  { id: 'science', label: 'Faculty of Science', childCount: 2 },
  { id: 'arts', label: 'Faculty of Arts', childCount: 2 },
];

const catalogue: Record<string, CatalogueEntry[]> = {
  science: [
    { id: 'chemistry', label: 'Chemistry', childCount: 2 },
    { id: 'physics', label: 'Physics', childCount: 2 },
  ],
  arts: [
    { id: 'history', label: 'History', childCount: 1 },
    { id: 'linguistics', label: 'Linguistics', childCount: 1 },
  ],
  chemistry: [
    { id: 'chem-101', label: 'CHEM 101 · General Chemistry', childCount: 0 },
    { id: 'chem-240', label: 'CHEM 240 · Organic Chemistry', childCount: 0 },
  ],
  physics: [
    { id: 'phys-110', label: 'PHYS 110 · Mechanics', childCount: 0 },
    { id: 'phys-215', label: 'PHYS 215 · Electromagnetism', childCount: 0 },
  ],
  history: [{ id: 'hist-130', label: 'HIST 130 · Medieval Europe', childCount: 0 }],
  linguistics: [{ id: 'ling-101', label: 'LING 101 · Language and Mind', childCount: 0 }],
};

function fetchChildren(parentId: string): Promise<CatalogueEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(catalogue[parentId] ?? []), 600);
  });
}

export default function InitialRootItems() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: CatalogueEntry) => entry.childCount,
      getTreeItems: async (parentId?: string) => {
        setRequests((prev) => [...prev, parentId ?? 'root']);
        return fetchChildren(parentId ?? 'root');
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 330, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro aria-label="Course catalogue" items={faculties} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Requested children of: {requests.length === 0 ? 'nothing yet (no root request)' : requests.join(', ')}
      </Typography>
    </Box>
  );
}
