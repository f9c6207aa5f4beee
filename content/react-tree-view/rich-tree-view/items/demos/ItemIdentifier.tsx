import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Warehouse locations are keyed by their bin code; they have no `id` field.
interface StorageLocation {
  binCode: string;
  label: string;
  children?: StorageLocation[];
}

const locations: StorageLocation[] = [
  {
    binCode: 'WH1',
    label: 'Main warehouse',
    children: [
      {
        binCode: 'WH1-A',
        label: 'Aisle A: small parts',
        children: [
          { binCode: 'WH1-A-01', label: 'Shelf 1: fasteners' },
          { binCode: 'WH1-A-02', label: 'Shelf 2: pipe fittings' },
        ],
      },
      { binCode: 'WH1-B', label: 'Aisle B: pallet racks' },
    ],
  },
  { binCode: 'WH2', label: 'Returns dock', children: [{ binCode: 'WH2-Q', label: 'Quarantine cage' }] },
];

// Declared outside the component: a stable reference.
const getItemId = (location: StorageLocation) => location.binCode;

export default function ItemIdentifier() {
  const [selected, setSelected] = React.useState<string | null>('WH1-A-02');

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected item id: <strong>{selected ?? 'none'}</strong>
      </Typography>
      <RichTreeView
        aria-label="Warehouse locations"
        items={locations}
        getItemId={getItemId}
        defaultExpandedItems={['WH1', 'WH1-A']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
