import * as React from 'react';
import Box from '@mui/material/Box';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const handbook: TreeViewBaseItem[] = [
  {
    id: 'onboarding',
    label: 'Onboarding',
    children: [
      { id: 'first-week', label: 'Your first week.md' },
      { id: 'accounts', label: 'Accounts and access.md' },
    ],
  },
  {
    id: 'policies',
    label: 'Policies',
    children: [
      { id: 'remote-work', label: 'Remote work.md' },
      { id: 'expenses', label: 'Travel and expenses.md' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

// Each slot receives a component, not an element: pass the icon itself.
const slots = {
  expandIcon: FolderOutlinedIcon,
  collapseIcon: FolderOpenOutlinedIcon,
  endIcon: DescriptionOutlinedIcon,
};

export default function DocumentTreeIcons() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <RichTreeView
        aria-label="Team handbook"
        items={handbook}
        defaultExpandedItems={['onboarding', 'policies']}
        slots={slots}
        slotProps={{ endIcon: { opacity: 0.7 } }}
      />
    </Box>
  );
}
