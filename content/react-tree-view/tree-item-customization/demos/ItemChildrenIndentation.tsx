import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const warehouse: TreeViewBaseItem[] = [
  {
    id: 'zone-a',
    label: 'Zone A: ambient',
    children: [
      {
        id: 'aisle-a1',
        label: 'Aisle A1',
        children: [
          {
            id: 'rack-a1-03',
            label: 'Rack A1-03',
            children: [
              { id: 'bin-a1-03-1', label: 'Bin A1-03-1: canned tomatoes' },
              { id: 'bin-a1-03-2', label: 'Bin A1-03-2: dried pasta' },
            ],
          },
        ],
      },
    ],
  },
  { id: 'zone-c', label: 'Zone C: chilled' },
];

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ height: 330, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ px: 1 }}>
        <Typography variant="body2" id="indentation-label">
          itemChildrenIndentation: {indentation}px
        </Typography>
        <Slider
          aria-labelledby="indentation-label"
          value={indentation}
          onChange={(_event, value) => setIndentation(value as number)}
          min={0}
          max={48}
          step={4}
          size="small"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Warehouse locations"
          items={warehouse}
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['zone-a', 'aisle-a1', 'rack-a1-03']}
        />
      </Box>
    </Box>
  );
}
