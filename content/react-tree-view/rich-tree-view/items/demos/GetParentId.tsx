import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const resources: TreeViewBaseItem[] = [
  {
    id: 'prod-account',
    label: 'Production account',
    children: [
      {
        id: 'eu-west',
        label: 'eu-west-1',
        children: [
          {
            id: 'vpc-main',
            label: 'vpc-main',
            children: [
              { id: 'orders-db', label: 'orders-db (PostgreSQL)' },
              { id: 'api-cluster', label: 'api-cluster (12 nodes)' },
            ],
          },
        ],
      },
      { id: 'us-east', label: 'us-east-1', children: [{ id: 'backup-bucket', label: 'backup-bucket' }] },
    ],
  },
];

export default function GetParentId() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelection = (event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    const ancestry: string[] = [];
    // Walk up until `getParentId` returns null, which happens at a root item.
    for (let id = itemId; id != null && api; id = api.getParentId(id)) {
      ancestry.unshift(api.getItem(id).label);
    }
    setPath(ancestry);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <Breadcrumbs aria-label="Selected resource" sx={{ mb: 1, minHeight: 24 }}>
        {path.length === 0 ? <Typography variant="body2">Select a resource</Typography> : null}
        {path.map((label) => (
          <Typography key={label} variant="body2">
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Cloud resources"
        items={resources}
        defaultExpandedItems={['prod-account', 'eu-west', 'vpc-main', 'us-east']}
        onSelectedItemsChange={handleSelection}
      />
    </Box>
  );
}
