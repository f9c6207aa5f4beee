import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const library: TreeViewBaseItem[] = [
  {
    id: 'nina-simone',
    label: 'Nina Simone',
    children: [
      {
        id: 'pastel-blues',
        label: 'Pastel Blues (1965)',
        children: [{ id: 'sinnerman', label: 'Sinnerman' }],
      },
      {
        id: 'wild-is-the-wind',
        label: 'Wild Is the Wind (1966)',
        children: [{ id: 'four-women', label: 'Four Women' }],
      },
    ],
  },
  {
    id: 'tinariwen',
    label: 'Tinariwen',
    children: [
      { id: 'amassakoul', label: 'Amassakoul (2004)', children: [{ id: 'cler-achel', label: 'Cler Achel' }] },
    ],
  },
];

export default function TrackExpansionToggle() {
  const [events, setEvents] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    const source = event ? event.type : 'API';
    const line = `${isExpanded ? 'Expanded' : 'Collapsed'} ${itemId} (${source})`;
    setEvents((previous) => [line, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <RichTreeView
        aria-label="Music library"
        items={library}
        defaultExpandedItems={['nina-simone']}
        onItemExpansionToggle={handleToggle}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Latest changes
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2">Expand or collapse an artist or an album.</Typography>
      ) : (
        events.map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2">
            {line}
          </Typography>
        ))
      )}
    </Box>
  );
}
