import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Foundations',
    children: [
      { id: 'w1-lecture', label: 'Lecture: what a type system checks' },
      { id: 'w1-lab', label: 'Lab: set up the toolchain' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Data modelling',
    children: [
      { id: 'w2-lecture', label: 'Lecture: unions and records' },
      { id: 'w2-quiz', label: 'Quiz 1' },
    ],
  },
];

// Turns the nested items into an indented outline, one line per item.
function toOutline(items: TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${item.label}`,
    ...toOutline(item.children ?? [], depth + 1),
  ]);
}

export default function GetItemTree() {
  const apiRef = useTreeViewApiRef();
  const [outline, setOutline] = React.useState('');

  const handleExport = () => {
    const tree = apiRef.current?.getItemTree() ?? [];
    setOutline(toOutline(tree).join('\n'));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Course syllabus"
        items={syllabus}
        defaultExpandedItems={['week-1']}
      />
      <Button size="small" variant="outlined" onClick={handleExport} sx={{ my: 1 }}>
        Export as outline
      </Button>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 13, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {outline || 'The outline appears here.'}
      </Box>
    </Box>
  );
}
