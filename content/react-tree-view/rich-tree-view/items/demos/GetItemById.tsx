import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface LineupEntry {
  id: string;
  label: string;
  startsAt?: string;
  genre?: string;
  children?: LineupEntry[];
}

const lineup: LineupEntry[] = [
  {
    id: 'main-stage',
    label: 'Main stage',
    children: [
      { id: 'harbor-lights', label: 'Harbor Lights', startsAt: '18:00', genre: 'Indie rock' },
      { id: 'nova-cassette', label: 'Nova Cassette', startsAt: '20:15', genre: 'Synth-pop' },
    ],
  },
  {
    id: 'tent',
    label: 'Forest tent',
    children: [
      { id: 'quiet-orchard', label: 'Quiet Orchard', startsAt: '17:30', genre: 'Folk' },
      { id: 'low-tide-trio', label: 'Low Tide Trio', startsAt: '19:45', genre: 'Jazz' },
    ],
  },
];

export default function GetItemById() {
  const apiRef = useTreeViewApiRef();
  const [entry, setEntry] = React.useState<LineupEntry | null>(null);

  const handleSelection = (event: React.SyntheticEvent | null, itemId: string | null) => {
    // `getItem` returns the object from `items`, with the fields the tree does not display.
    const item: LineupEntry | undefined = itemId ? apiRef.current?.getItem(itemId) : undefined;
    setEntry(item ?? null);
  };

  let details = 'Select an act to read its set time.';
  if (entry?.startsAt) {
    details = `${entry.label}: ${entry.genre}, on at ${entry.startsAt}.`;
  } else if (entry) {
    details = `${entry.label} is a stage: its object has no set time.`;
  }

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Festival lineup"
        items={lineup}
        defaultExpandedItems={['main-stage', 'tent']}
        onSelectedItemsChange={handleSelection}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {details}
      </Typography>
    </Box>
  );
}
