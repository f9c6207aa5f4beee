import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Location {
  id: string;
  label: string;
  stock?: number;
  children?: Location[];
}

const warehouse: Location[] = [
  {
    id: 'aisle-a',
    label: 'Aisle A, fasteners',
    children: [
      { id: 'A-01', label: 'Bin A-01: M6 hex bolts', stock: 1240 },
      { id: 'A-02', label: 'Bin A-02: M8 hex bolts', stock: 860 },
      { id: 'A-03', label: 'Bin A-03: Wood screws 4x40', stock: 0 },
    ],
  },
  {
    id: 'aisle-b',
    label: 'Aisle B, adhesives',
    children: [
      { id: 'B-01', label: 'Bin B-01: Epoxy, 2-part', stock: 35 },
      { id: 'B-02', label: 'Bin B-02: Wood glue, 500 ml', stock: 112 },
    ],
  },
];

const findLocation = (items: Location[], id: string | null): Location | undefined =>
  items.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.id === id);

export default function SingleSelection() {
  const [binId, setBinId] = React.useState<string | null>('A-02');
  const bin = findLocation(warehouse, binId);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <RichTreeView
        aria-label="Warehouse locations"
        items={warehouse}
        defaultExpandedItems={['aisle-a', 'aisle-b']}
        selectedItems={binId}
        onSelectedItemsChange={(event, itemId) => setBinId(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {bin?.stock === undefined ? 'Select a bin to see its stock.' : `${bin.label}: ${bin.stock} in stock`}
      </Typography>
    </Box>
  );
}
