import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Lesson = TreeViewBaseItem<{ id: string; label: string; minutes?: number; done?: boolean }>;

const syllabus: Lesson[] = [
  {
    id: 'm1',
    label: 'Module 1: Sourdough basics',
    children: [
      { id: 'starter', label: 'Feeding a starter', minutes: 12, done: true },
      { id: 'hydration', label: 'Flour and hydration', minutes: 18, done: true },
      { id: 'autolyse', label: 'Autolyse and mixing', minutes: 15 },
    ],
  },
  {
    id: 'm2',
    label: 'Module 2: Shaping and baking',
    children: [
      { id: 'folds', label: 'Stretch and folds', minutes: 10 },
      { id: 'scoring', label: 'Scoring patterns', minutes: 14 },
    ],
  },
];

// Every element below is ours: the hook only supplies behaviour and state.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 1.5),
  borderBottom: `1px solid ${theme.palette.divider}`,
  cursor: 'pointer',
  '&[data-focused]': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
  '&[data-selected]': { backgroundColor: theme.palette.action.selected },
}));

const LessonItem = React.forwardRef(function LessonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { itemId, label, children } = props;
  const lesson = useTreeItemModel<Lesson>(itemId);
  const { getContextProviderProps, getRootProps, getContentProps, getGroupTransitionProps, status } =
    useTreeItem({ itemId, label, children, rootRef: ref });
  const { status: _status, ...contentProps } = getContentProps();
  const { in: open, unmountOnExit, component, ...groupProps } = getGroupTransitionProps();

  const lessons = lesson?.children ?? [];
  const summary = status.expandable
    ? `${lessons.filter((l) => l.done).length}/${lessons.length} done · ${lessons.reduce((sum, l) => sum + (l.minutes ?? 0), 0)} min`
    : `${lesson?.done ? '✓ ' : ''}${lesson?.minutes} min`;

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <li {...getRootProps()} style={{ listStyle: 'none' }}>
        <Row
          {...contentProps}
          sx={{ pl: status.expandable ? 1.5 : 4, fontWeight: status.expandable ? 600 : 400 }}
        >
          <Box sx={{ flexGrow: 1 }}>{label}</Box>
          <Box sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{summary}</Box>
        </Row>
        {open && <ul {...groupProps} style={{ margin: 0, padding: 0 }} />}
      </li>
    </TreeItemProvider>
  );
});

export default function SyllabusOutline() {
  return (
    <Box sx={{ height: 330, width: '100%', maxWidth: 520 }}>
      <RichTreeView
        aria-label="Baking course syllabus"
        items={syllabus}
        slots={{ item: LessonItem }}
        defaultExpandedItems={['m1', 'm2']}
      />
    </Box>
  );
}
