import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridInitialState } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  level: number;
  startYear: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Nadia Petrova', department: 'Engineering', level: 3, startYear: 2018 },
  { id: 2, name: 'Kwame Mensah', department: 'Sales', level: 2, startYear: 2021 },
  { id: 3, name: 'Emily Tran', department: 'Engineering', level: 4, startYear: 2015 },
  { id: 4, name: 'Diego Alvarez', department: 'Support', level: 1, startYear: 2024 },
  { id: 5, name: 'Ingrid Berg', department: 'Sales', level: 3, startYear: 2017 },
  { id: 6, name: 'Ravi Chandra', department: 'Engineering', level: 2, startYear: 2022 },
  { id: 7, name: 'Chloé Martin', department: 'Support', level: 2, startYear: 2020 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'level', headerName: 'Level', type: 'number', width: 90 },
  // A year is a number for sorting, but is shown without a thousands separator ("2015", not "2,015").
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

// Departments A to Z, then the most senior people first inside each department.
const initialState: GridInitialState = {
  sorting: {
    sortModel: [
      { field: 'department', sort: 'asc' },
      { field: 'level', sort: 'desc' },
    ],
  },
};

export default function MultiColumnSorting() {
  return (
    <Box sx={{ height: 474, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
