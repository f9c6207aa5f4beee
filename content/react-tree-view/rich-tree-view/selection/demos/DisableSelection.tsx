import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Lesson {
  id: string;
  label: string;
  cancelled?: boolean;
  children?: Lesson[];
}

const syllabus: Lesson[] = [
  {
    id: 'week-1',
    label: 'Week 1: Relational data',
    children: [
      { id: 'normal-forms', label: 'Lecture: Normal forms' },
      { id: 'sql-lab', label: 'Lab: Writing joins' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Indexes',
    children: [
      { id: 'b-trees', label: 'Lecture: B-trees' },
      { id: 'guest-talk', label: 'Guest talk (cancelled)', cancelled: true },
      { id: 'query-plans', label: 'Lab: Reading query plans' },
    ],
  },
];

const isItemDisabled = (lesson: Lesson) => lesson.cancelled === true;

export default function DisableSelection() {
  const [outlineOnly, setOutlineOnly] = React.useState(true);
  const [lessonId, setLessonId] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={outlineOnly} onChange={(event) => setOutlineOnly(event.target.checked)} />}
        label="disableSelection"
      />
      <RichTreeView
        aria-label="Course syllabus"
        items={syllabus}
        isItemDisabled={isItemDisabled}
        disableSelection={outlineOnly}
        defaultExpandedItems={['week-1', 'week-2']}
        selectedItems={lessonId}
        onSelectedItemsChange={(event, itemId) => setLessonId(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open lesson: <strong>{lessonId ?? 'none'}</strong>
      </Typography>
    </Box>
  );
}
