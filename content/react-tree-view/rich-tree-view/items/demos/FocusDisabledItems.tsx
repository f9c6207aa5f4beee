import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  enrollmentClosed?: boolean;
  children?: Course[];
}

const catalogue: Course[] = [
  {
    id: 'cs',
    label: 'Computer science',
    children: [
      { id: 'cs-110', label: 'CS 110: Programming basics' },
      { id: 'cs-240', label: 'CS 240: Databases (full)', enrollmentClosed: true },
      { id: 'cs-310', label: 'CS 310: Operating systems' },
    ],
  },
  {
    id: 'math',
    label: 'Mathematics',
    children: [
      { id: 'math-150', label: 'MATH 150: Linear algebra (full)', enrollmentClosed: true },
      { id: 'math-220', label: 'MATH 220: Probability' },
    ],
  },
];

const isItemDisabled = (course: Course) => course.enrollmentClosed === true;

export default function FocusDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last focused item: <strong>{focused ?? 'none yet'}</strong>
      </Typography>
      <RichTreeView
        aria-label="Course catalogue"
        items={catalogue}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['cs', 'math']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
