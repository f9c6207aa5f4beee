import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  path: string[];
  budget?: number;
  spent?: number;
}

// Only the leaves carry amounts: the grid computes the department and team totals.
const rows: BudgetLine[] = [
  { id: 1, path: ['Operations'] },
  { id: 2, path: ['Operations', 'Fleet'] },
  { id: 3, path: ['Operations', 'Fleet', 'Fuel'], budget: 42000, spent: 38950 },
  { id: 4, path: ['Operations', 'Fleet', 'Maintenance'], budget: 18000, spent: 21420 },
  { id: 5, path: ['Operations', 'Warehouse rent'], budget: 60000, spent: 60000 },
  { id: 6, path: ['Marketing'] },
  { id: 7, path: ['Marketing', 'Trade fairs'], budget: 25000, spent: 17300 },
  { id: 8, path: ['Marketing', 'Online ads'], budget: 12000, spent: 13150 },
];

const euros = (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`);

const columns: GridColDef<BudgetLine>[] = [
  { field: 'budget', headerName: 'Budget', type: 'number', width: 150, valueFormatter: euros },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 150, valueFormatter: euros },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 580, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Cost centre', flex: 1, minWidth: 220 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
      />
    </Box>
  );
}
