import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface WikiPage {
  id: string;
  label: string;
  // Pages owned by HR or Legal keep their title.
  locked?: boolean;
  children?: WikiPage[];
}

const handbook: WikiPage[] = [
  {
    id: 'policies',
    label: 'Company policies',
    locked: true,
    children: [
      { id: 'conduct', label: 'Code of conduct', locked: true },
      { id: 'expenses', label: 'Travel and expenses', locked: true },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'onboarding', label: 'Onboarding checklist' },
      { id: 'on-call', label: 'On-call rotation' },
      { id: 'style', label: 'Code review guidelines' },
    ],
  },
];

// Declared outside the component, so that its reference is stable.
const isPageEditable = (page: WikiPage) => !page.locked;

export default function EditableItems() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Company policies are locked; the engineering pages can be renamed.
      </Typography>
      <RichTreeView
        aria-label="Team handbook"
        items={handbook}
        isItemEditable={isPageEditable}
        defaultExpandedItems={['policies', 'engineering']}
      />
    </Box>
  );
}
