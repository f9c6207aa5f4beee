import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const schedule: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1: Tuesday',
    children: [
      { id: 'keynote', label: '09:00 Opening keynote' },
      { id: 'panel', label: '14:00 Panel: shipping accessible UI' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Wednesday',
    children: [
      {
        id: 'workshops',
        label: 'Workshops',
        children: [
          { id: 'ws-testing', label: '10:00 Component testing' },
          { id: 'ws-perf', label: '13:30 Profiling renders' },
        ],
      },
      { id: 'closing', label: '17:00 Closing talk' },
    ],
  },
];

export default function ApiItemExpansion() {
  const apiRef = useTreeViewApiRef();
  const [lastChange, setLastChange] = React.useState('No change yet.');

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: 'day-2', shouldBeExpanded: true })}
        >
          Open day 2
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'workshops' })}
        >
          Toggle workshops
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: 'day-1', shouldBeExpanded: false })}
        >
          Close day 1
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastChange}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Conference schedule"
        items={schedule}
        defaultExpandedItems={['day-1']}
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLastChange(
            `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}, event: ${event ? event.type : 'null'}`,
          )
        }
      />
    </Box>
  );
}
