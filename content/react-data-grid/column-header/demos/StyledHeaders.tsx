import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridColumnHeaderClassNamePropType,
} from '@mui/x-data-grid';

interface DepartmentBudget {
  id: number;
  department: string;
  q1Plan: number;
  q1Actual: number;
  q2Plan: number;
  q2Actual: number;
}

// Spending in thousands of euros.
const rows: DepartmentBudget[] = [
  { id: 1, department: 'Engineering', q1Plan: 420, q1Actual: 436, q2Plan: 440, q2Actual: 428 },
  { id: 2, department: 'Marketing', q1Plan: 180, q1Actual: 151, q2Plan: 210, q2Actual: 232 },
  { id: 3, department: 'Sales', q1Plan: 260, q1Actual: 264, q2Plan: 260, q2Actual: 249 },
  { id: 4, department: 'Customer support', q1Plan: 95, q1Actual: 102, q2Plan: 100, q2Actual: 97 },
  { id: 5, department: 'Facilities', q1Plan: 70, q1Actual: 68, q2Plan: 70, q2Actual: 81 },
];

// One function for every figure column: the class follows the field's suffix.
const planOrActual: GridColumnHeaderClassNamePropType = ({ field }) =>
  field.endsWith('Plan') ? 'budget-plan' : 'budget-actual';

const figure = (field: keyof DepartmentBudget, headerName: string): GridColDef<DepartmentBudget> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  headerClassName: planOrActual,
  valueFormatter: (value: number) => `€${value}k`,
});

const columns: GridColDef<DepartmentBudget>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 140, headerClassName: 'budget-label' },
  figure('q1Plan', 'Q1 plan'),
  figure('q1Actual', 'Q1 actual'),
  figure('q2Plan', 'Q2 plan'),
  figure('q2Actual', 'Q2 actual'),
  {
    field: 'trend',
    headerName: 'Q2 vs plan',
    width: 110,
    headerAlign: 'center',
    align: 'center',
    sortable: false,
    valueGetter: (_value, row) => (row.q2Actual > row.q2Plan ? 'Over' : 'Within'),
  },
];

const headerStyles = {
  [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
  // Semi-transparent tints read well on light and dark backgrounds.
  '& .budget-plan': { backgroundColor: 'rgba(33, 150, 243, 0.14)' },
  '& .budget-actual': { backgroundColor: 'rgba(255, 152, 0, 0.16)' },
  '& .budget-label': { textTransform: 'uppercase', letterSpacing: '0.04em' },
  // A state class set by the grid: the header of the sorted column.
  [`& .${gridClasses['columnHeader--sorted']} .${gridClasses.columnHeaderTitle}`]: {
    textDecoration: 'underline',
  },
};

export default function StyledHeaders() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showColumnVerticalBorder disableColumnMenu sx={headerStyles} />
    </Box>
  );
}
