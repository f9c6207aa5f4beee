import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  code: string;
  title: string;
  credits: number;
  lecturer: string;
}

const courses: Course[] = [
  { id: 1, code: 'BIO 210', title: 'Cell biology', credits: 6, lecturer: 'Prof. Ndiaye' },
  { id: 2, code: 'CHE 105', title: 'General chemistry', credits: 5, lecturer: 'Dr. Kovac' },
  { id: 3, code: 'MAT 230', title: 'Linear algebra', credits: 6, lecturer: 'Prof. Brennan' },
  { id: 4, code: 'PHY 140', title: 'Mechanics', credits: 5, lecturer: 'Dr. Yilmaz' },
];

const columns: GridColDef<Course>[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 150 },
  { field: 'credits', headerName: 'ECTS', type: 'number', width: 80 },
  { field: 'lecturer', headerName: 'Lecturer', width: 150 },
];

// The toolbar components of earlier versions, still exported: a container and ready-made buttons.
function CourseToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport csvOptions={{ fileName: 'courses' }} printOptions={{ disableToolbarButton: true }} />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function LegacyToolbar() {
  return (
    <Box sx={{ height: 355 }}>
      <DataGrid rows={courses} columns={columns} slots={{ toolbar: CourseToolbar }} showToolbar hideFooter />
    </Box>
  );
}
