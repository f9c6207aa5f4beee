import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape returned by an HR service: no `id` and no `label` field.
interface Department {
  code: string;
  name: string;
  headcount: number;
  children?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 48,
    children: [
      { code: 'ENG-WEB', name: 'Web platform', headcount: 17 },
      { code: 'ENG-MOB', name: 'Mobile apps', headcount: 12 },
      { code: 'ENG-INF', name: 'Infrastructure', headcount: 19 },
    ],
  },
  {
    code: 'SAL',
    name: 'Sales',
    headcount: 23,
    children: [
      { code: 'SAL-EMEA', name: 'EMEA accounts', headcount: 11 },
      { code: 'SAL-AMER', name: 'Americas accounts', headcount: 12 },
    ],
  },
  { code: 'FIN', name: 'Finance', headcount: 7 },
  { code: 'PPL', name: 'People operations', headcount: 5 },
];

// Defined outside the component so that they keep the same reference on every render.
const getItemId = (department: Department) => department.code;
const getItemLabel = (department: Department) => `${department.name} (${department.headcount} people)`;

export default function ItemLabel() {
  return (
    <Box sx={{ height: 300, width: '100%', overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
