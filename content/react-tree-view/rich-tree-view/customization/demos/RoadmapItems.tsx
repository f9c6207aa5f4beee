import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Status = 'done' | 'in progress' | 'planned';
type Work = TreeViewBaseItem<{ id: string; label: string; status: Status; owner?: string }>;

const roadmap: Work[] = [
  {
    id: 'offline',
    label: 'Offline mode',
    status: 'in progress',
    children: [
      { id: 'sync-engine', label: 'Sync engine', status: 'done', owner: 'Ines' },
      { id: 'conflicts', label: 'Conflict resolution screen', status: 'in progress', owner: 'Bram' },
      { id: 'storage-quota', label: 'Storage quota warning', status: 'planned' },
    ],
  },
  {
    id: 'sso',
    label: 'Single sign-on',
    status: 'planned',
    children: [
      { id: 'saml', label: 'SAML connector', status: 'planned', owner: 'Wei' },
      { id: 'scim', label: 'SCIM provisioning', status: 'planned' },
    ],
  },
];

const chipColor = { done: 'success', 'in progress': 'info', planned: 'default' } as const;

// Rendered by the tree for every item, with the props it would give to `TreeItem`.
const RoadmapItem = React.forwardRef(function RoadmapItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // The item exactly as it appears in `items`, custom fields included.
  const work = useTreeItemModel<Work>(props.itemId);

  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {props.label}
      </Box>
      {work?.owner && (
        <Typography variant="caption" color="text.secondary">
          {work.owner}
        </Typography>
      )}
      {work && <Chip size="small" label={work.status} color={chipColor[work.status]} />}
    </Box>
  );

  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function RoadmapItems() {
  return (
    <Box sx={{ height: 330, width: '100%', maxWidth: 520 }}>
      <RichTreeView
        aria-label="Product roadmap"
        items={roadmap}
        slots={{ item: RoadmapItem }}
        defaultExpandedItems={['offline', 'sso']}
      />
    </Box>
  );
}
