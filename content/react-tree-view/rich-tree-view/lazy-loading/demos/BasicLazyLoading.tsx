import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';

interface DriveEntry {
  id: string;
  label: string;
  childCount: number;
}

// What the server stores: the children of each folder, by folder id.
const drive: Record<string, DriveEntry[]> = {
  root: [
    { id: 'projects', label: 'Projects', childCount: 2 },
    { id: 'templates', label: 'Templates', childCount: 2 },
    { id: 'readme', label: 'Read me.txt', childCount: 0 },
  ],
  projects: [
    { id: 'riverside', label: 'Riverside Library', childCount: 2 },
    { id: 'harbor', label: 'Harbor Lofts', childCount: 1 },
  ],
  riverside: [
    { id: 'riverside-plans', label: 'Floor plans.pdf', childCount: 0 },
    { id: 'riverside-renders', label: 'Renders.zip', childCount: 0 },
  ],
  harbor: [{ id: 'harbor-brief', label: 'Client brief.docx', childCount: 0 }],
  templates: [
    { id: 'title-block', label: 'Title block.dwg', childCount: 0 },
    { id: 'invoice', label: 'Invoice.xlsx', childCount: 0 },
  ],
};

function fetchFolder(folderId: string): Promise<DriveEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(drive[folderId] ?? []), 700);
  });
}

const noItems: DriveEntry[] = [];

export default function BasicLazyLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: DriveEntry) => entry.childCount,
      getTreeItems: async (parentId?: string) => {
        const children = await fetchFolder(parentId ?? 'root');
        setRequests((prev) => [...prev, `${parentId ?? 'root'}: ${children.length} items`]);
        return children;
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 330, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro aria-label="Studio drive" items={noItems} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Requests: {requests.length === 0 ? 'none yet' : requests.join(' · ')}
      </Typography>
    </Box>
  );
}
