import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  department: string;
  q1Actual: number;
  q2Actual: number;
  q3Forecast: number;
  q4Forecast: number;
}

const rows: BudgetLine[] = [
  {
    id: 1,
    department: 'Engineering',
    q1Actual: 412000,
    q2Actual: 436500,
    q3Forecast: 450000,
    q4Forecast: 470000,
  },
  {
    id: 2,
    department: 'Marketing',
    q1Actual: 128400,
    q2Actual: 142900,
    q3Forecast: 160000,
    q4Forecast: 185000,
  },
  {
    id: 3,
    department: 'Customer support',
    q1Actual: 96300,
    q2Actual: 98100,
    q3Forecast: 101000,
    q4Forecast: 104500,
  },
  { id: 4, department: 'Facilities', q1Actual: 61200, q2Actual: 59800, q3Forecast: 62000, q4Forecast: 64000 },
];

const currency = (value: number) => `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<BudgetLine>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 160 },
  {
    field: 'q1Actual',
    headerName: 'Q1 actual',
    type: 'number',
    width: 130,
    headerClassName: 'budget-actual',
    valueFormatter: currency,
  },
  {
    field: 'q2Actual',
    headerName: 'Q2 actual',
    type: 'number',
    width: 130,
    headerClassName: 'budget-actual',
    valueFormatter: currency,
  },
  {
    field: 'q3Forecast',
    headerName: 'Q3 forecast',
    type: 'number',
    width: 140,
    headerClassName: 'budget-forecast',
    valueFormatter: currency,
  },
  {
    field: 'q4Forecast',
    headerName: 'Q4 forecast',
    type: 'number',
    width: 140,
    headerClassName: 'budget-forecast',
    valueFormatter: currency,
  },
];

export default function HeaderClassName() {
  return (
    <Box sx={{ height: 266, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          '& .budget-actual': {
            backgroundColor: '#e3f2e8',
            color: '#14532d',
            ...theme.applyStyles('dark', { backgroundColor: '#173a26', color: '#c8ecd4' }),
          },
          '& .budget-forecast': {
            backgroundColor: '#fdf0dc',
            color: '#6b3a07',
            fontStyle: 'italic',
            ...theme.applyStyles('dark', { backgroundColor: '#43300f', color: '#fbe3bd' }),
          },
        })}
      />
    </Box>
  );
}
