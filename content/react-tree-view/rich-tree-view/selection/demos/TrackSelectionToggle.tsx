import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const layers: TreeViewBaseItem[] = [
  {
    id: 'transit',
    label: 'Transit',
    children: [
      { id: 'bus-lines', label: 'Bus lines' },
      { id: 'tram-stops', label: 'Tram stops' },
    ],
  },
  {
    id: 'cycling',
    label: 'Cycling',
    children: [
      { id: 'bike-lanes', label: 'Protected bike lanes' },
      { id: 'bike-share', label: 'Bike share docks' },
    ],
  },
];

export default function TrackSelectionToggle() {
  const [events, setEvents] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    const verb = isSelected ? 'Show' : 'Hide';
    setEvents((previous) => [`${verb} layer "${itemId}"`, ...previous].slice(0, 5));
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <RichTreeView
        aria-label="Map layers"
        items={layers}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true }}
        defaultExpandedItems={['transit', 'cycling']}
        onItemSelectionToggle={handleToggle}
      />
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, typography: 'body2' }}>
        {events.length === 0 ? (
          <li>Tick a layer or a group</li>
        ) : (
          events.map((line, index) => <li key={index}>{line}</li>)
        )}
      </Box>
    </Box>
  );
}
