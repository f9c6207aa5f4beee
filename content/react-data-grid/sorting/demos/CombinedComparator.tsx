import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Course {
  id: string;
  title: string;
  credits: number;
  lecturer: string;
}

const courses: Course[] = [
  { id: 'MATH 210', title: 'Linear algebra', credits: 5, lecturer: 'Dr. Okonkwo' },
  { id: 'CS 101', title: 'Introduction to programming', credits: 6, lecturer: 'Prof. Lindqvist' },
  { id: 'MATH 9', title: 'Bridging mathematics', credits: 3, lecturer: 'Ms. Farouk' },
  { id: 'CS 20', title: 'Computing for everyone', credits: 4, lecturer: 'Dr. Ribeiro' },
  { id: 'BIO 115', title: 'Cell biology', credits: 5, lecturer: 'Dr. Nakagawa' },
  { id: 'CS 1140', title: 'Compiler construction', credits: 6, lecturer: 'Prof. Lindqvist' },
  { id: 'BIO 32', title: 'Field ecology', credits: 4, lecturer: 'Mr. Alvarez' },
];

// "CS 20" and "CS 101": the subject compares as text, then the number compares as a number,
// each with the grid's own comparator, so empty values and locale rules stay the grid's.
const courseCodeComparator: GridComparatorFn<string> = (a, b, paramsA, paramsB) => {
  const [subjectA, numberA] = a.split(' ');
  const [subjectB, numberB] = b.split(' ');
  return (
    gridStringOrNumberComparator(subjectA, subjectB, paramsA, paramsB) ||
    gridNumberComparator(Number(numberA), Number(numberB), paramsA, paramsB)
  );
};

const columns: GridColDef<Course>[] = [
  { field: 'id', headerName: 'Code', width: 110, sortComparator: courseCodeComparator },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
  { field: 'lecturer', headerName: 'Lecturer', width: 150 },
];

export default function CombinedComparator() {
  return (
    <Box sx={{ height: 422, width: '100%' }}>
      <DataGrid
        rows={courses}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'id', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
