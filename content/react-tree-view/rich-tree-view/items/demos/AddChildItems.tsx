import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialBoard: TreeViewBaseItem[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'task-1', label: 'Draft the onboarding email' },
      { id: 'task-2', label: 'Audit color contrast' },
    ],
  },
  {
    id: 'in-progress',
    label: 'In progress',
    children: [{ id: 'task-3', label: 'Migrate the billing page' }],
  },
  // An empty `children` array renders as an item without an expand icon.
  { id: 'done', label: 'Done', children: [] },
];

const newTaskTitles = ['Review the changelog', 'Update screenshots', 'Fix flaky test', 'Plan the demo'];

// Returns a new array: the tree only notices changes made through a new `items` reference.
function addChild(items: TreeViewBaseItem[], parentId: string, child: TreeViewBaseItem) {
  return items.map((item) =>
    item.id === parentId ? { ...item, children: [...(item.children ?? []), child] } : item,
  );
}

export default function AddChildItems() {
  const [board, setBoard] = React.useState(initialBoard);
  const [addedCount, setAddedCount] = React.useState(0);

  const handleAdd = (parentId: string) => {
    const next = addedCount + 1;
    const title = newTaskTitles[addedCount % newTaskTitles.length] ?? 'New task';
    setAddedCount(next);
    setBoard((items) => addChild(items, parentId, { id: `new-task-${next}`, label: title }));
  };

  return (
    <Box sx={{ height: 340, width: '100%', overflowY: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => handleAdd('backlog')}>
          Add to Backlog
        </Button>
        <Button size="small" variant="outlined" onClick={() => handleAdd('done')}>
          Add to Done
        </Button>
      </Box>
      <RichTreeView aria-label="Task board" items={board} defaultExpandedItems={['backlog']} />
    </Box>
  );
}
