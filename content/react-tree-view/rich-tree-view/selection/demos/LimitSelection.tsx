import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const routes: TreeViewBaseItem[] = [
  {
    id: 'dolomites',
    label: 'Dolomites',
    children: [
      { id: 'tre-cime', label: 'Tre Cime loop, 10 km' },
      { id: 'seceda', label: 'Seceda ridge, 8 km' },
      { id: 'lago-sorapis', label: 'Lago di Sorapis, 12 km' },
    ],
  },
  {
    id: 'pyrenees',
    label: 'Pyrenees',
    children: [
      { id: 'ordesa', label: 'Ordesa canyon, 17 km' },
      { id: 'cirque-gavarnie', label: 'Cirque de Gavarnie, 11 km' },
    ],
  },
];

const MAX_ROUTES = 3;

export default function LimitSelection() {
  const [compared, setCompared] = React.useState<string[]>(['tre-cime', 'ordesa']);
  const [rejected, setRejected] = React.useState(false);

  const handleChange = (event: React.SyntheticEvent | null, itemIds: string[]) => {
    const tooMany = itemIds.length > MAX_ROUTES;
    setRejected(tooMany);
    if (!tooMany) {
      setCompared(itemIds);
    }
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <RichTreeView
        aria-label="Hiking routes to compare"
        items={routes}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['dolomites', 'pyrenees']}
        selectedItems={compared}
        onSelectedItemsChange={handleChange}
      />
      <Alert severity={rejected ? 'warning' : 'info'} sx={{ mt: 1 }}>
        {rejected
          ? `You can compare up to ${MAX_ROUTES} routes. Untick one first.`
          : `Comparing ${compared.length} of ${MAX_ROUTES}: ${compared.join(', ') || 'none'}`}
      </Alert>
    </Box>
  );
}
