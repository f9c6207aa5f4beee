import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  salary: number;
  rating: number;
  childCount: number;
}

// This site's demo data API: 1,000 employees, a tree by `managerId`. A manager's row carries
// `aggregates` over everyone below them; `aggregateRow` covers the requested parent's subtree.
const API = '/api/demo-data/employees/';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number | string) => (typeof value === 'number' ? euros.format(value) : ''),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    // Aggregated cells are empty strings until their value arrives.
    valueFormatter: (value?: number | string) => (typeof value === 'number' ? value.toFixed(1) : ''),
  },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

export default function AggregationTreeData() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          groupKeys: JSON.stringify(params.groupKeys ?? []),
          aggregationModel: JSON.stringify(params.aggregationModel ?? {}),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          start: String(params.start),
          end: String(params.end),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount, aggregateRow: body.aggregateRow };
      },
      getGroupKey: (row) => String(row.id),
      getChildrenCount: (row) => row.childCount,
      // A manager's row carries its team's totals in `aggregates`; the footer is `aggregateRow`
      // itself, whose fields are the totals of the whole company.
      getAggregatedValue: (row, field) => (row.aggregates ? row.aggregates[field] : row[field]),
    }),
    [],
  );

  return (
    <Box sx={{ height: 580, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        treeData
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { salary: 'sum', rating: 'avg' } } }}
        groupingColDef={{ headerName: 'Employee', width: 240, valueGetter: (value, row) => row.name }}
        defaultGroupingExpansionDepth={1}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        hideFooter
      />
    </Box>
  );
}
