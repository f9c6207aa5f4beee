import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const rooms: TreeViewBaseItem[] = [
  {
    id: 'floor-2',
    label: 'Floor 2',
    children: [
      { id: 'room-atlas', label: 'Atlas (8 seats)' },
      { id: 'room-borealis', label: 'Borealis (4 seats)' },
    ],
  },
  {
    id: 'floor-3',
    label: 'Floor 3',
    children: [
      { id: 'room-cedar', label: 'Cedar (12 seats, projector)' },
      { id: 'room-delta', label: 'Delta (phone booth)' },
    ],
  },
];

export default function SetItemDisabled() {
  const apiRef = useTreeViewApiRef();
  const [outOfService, setOutOfService] = React.useState<string[]>([]);
  const [selected, setSelected] = React.useState<string | null>(null);

  const toggle = (itemId: string) => {
    const shouldBeDisabled = !outOfService.includes(itemId);
    apiRef.current?.setIsItemDisabled({ itemId, shouldBeDisabled });
    setOutOfService((ids) => (shouldBeDisabled ? [...ids, itemId] : ids.filter((id) => id !== itemId)));
  };

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => toggle('room-cedar')}>
          {outOfService.includes('room-cedar') ? 'Reopen Cedar' : 'Close Cedar'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => toggle('floor-2')}>
          {outOfService.includes('floor-2') ? 'Reopen floor 2' : 'Close floor 2'}
        </Button>
      </Box>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Meeting rooms"
        items={rooms}
        defaultExpandedItems={['floor-2', 'floor-3']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Booked room: <strong>{selected ?? 'none'}</strong>. Out of service:{' '}
        {outOfService.join(', ') || 'none'}.
      </Typography>
    </Box>
  );
}
