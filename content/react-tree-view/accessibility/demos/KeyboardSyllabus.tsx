import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Lesson = TreeViewBaseItem<{ id: string; label: string; draft?: boolean }>;

// A database course: pick the lessons to download for offline study.
// Week 4 is still a draft, so it is disabled together with its lessons.
const syllabus: Lesson[] = [
  {
    id: 'week-1',
    label: 'Week 1: The relational model',
    children: [
      { id: 'tables-keys', label: 'Tables and keys' },
      { id: 'normal-forms', label: 'Normal forms' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Querying with SQL',
    children: [
      { id: 'select-where', label: 'SELECT and WHERE' },
      { id: 'joins', label: 'Joins' },
      { id: 'aggregates', label: 'Aggregates and GROUP BY' },
    ],
  },
  {
    id: 'week-3',
    label: 'Week 3: Transactions',
    children: [
      { id: 'acid', label: 'ACID properties' },
      { id: 'isolation', label: 'Isolation levels' },
    ],
  },
  {
    id: 'week-4',
    label: 'Week 4: Indexing (draft)',
    draft: true,
    children: [{ id: 'b-trees', label: 'B-trees' }],
  },
  { id: 'final-project', label: 'Final project brief' },
];

const labels = new Map<string, string>();
const collect = (items: Lesson[]) =>
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(syllabus);

export default function KeyboardSyllabus() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [disabledFocusable, setDisabledFocusable] = React.useState(false);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledFocusable}
            onChange={(event) => setDisabledFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Lessons to download"
          items={syllabus}
          multiSelect
          defaultExpandedItems={['week-2']}
          isItemDisabled={(item) => Boolean(item.draft)}
          disabledItemsFocusable={disabledFocusable}
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1 }}>
        Selected ({selected.length}):{' '}
        {selected.length ? selected.map((id) => labels.get(id)).join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
