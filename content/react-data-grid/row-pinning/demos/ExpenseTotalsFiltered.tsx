import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Expense {
  id: number;
  date?: Date;
  employee: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, date: new Date(2025, 2, 3), employee: 'Ana Silva', category: 'Travel', amount: 412.6 },
  { id: 2, date: new Date(2025, 2, 3), employee: 'Ana Silva', category: 'Meals', amount: 38.9 },
  { id: 3, date: new Date(2025, 2, 5), employee: 'Ben Carter', category: 'Software', amount: 59 },
  { id: 4, date: new Date(2025, 2, 6), employee: 'Chidi Obi', category: 'Travel', amount: 186.4 },
  { id: 5, date: new Date(2025, 2, 6), employee: 'Chidi Obi', category: 'Lodging', amount: 327 },
  { id: 6, date: new Date(2025, 2, 10), employee: 'Ben Carter', category: 'Meals', amount: 64.2 },
  { id: 7, date: new Date(2025, 2, 12), employee: 'Dana Kraus', category: 'Training', amount: 890 },
  { id: 8, date: new Date(2025, 2, 14), employee: 'Ana Silva', category: 'Lodging', amount: 254.8 },
  { id: 9, date: new Date(2025, 2, 17), employee: 'Dana Kraus', category: 'Travel', amount: 97.5 },
  { id: 10, date: new Date(2025, 2, 19), employee: 'Chidi Obi', category: 'Meals', amount: 22.4 },
  { id: 11, date: new Date(2025, 2, 21), employee: 'Ben Carter', category: 'Travel', amount: 143 },
  { id: 12, date: new Date(2025, 2, 24), employee: 'Dana Kraus', category: 'Software', amount: 120 },
];

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, valueFormatter: (value: number) => gbp.format(value) },
];

const sumAmounts = (expenses: Expense[]) => expenses.reduce((sum, expense) => sum + expense.amount, 0);

export default function ExpenseTotalsFiltered() {
  const apiRef = useGridApiRef();
  const [matching, setMatching] = React.useState({ count: rows.length, total: sumAmounts(rows) });

  // Recompute the total each time the grid has filtered its rows.
  React.useEffect(() => {
    return apiRef.current?.subscribeEvent('filteredRowsSet', () => {
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      const total = sumAmounts(entries.map((entry) => entry.model as Expense));
      setMatching((previous) =>
        previous.count === entries.length && previous.total === total ? previous : { count: entries.length, total },
      );
    });
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [
        {
          id: -1,
          employee: `Total of ${matching.count} ${matching.count === 1 ? 'expense' : 'expenses'}`,
          category: '',
          amount: matching.total,
        },
      ],
    }),
    [matching],
  );

  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        checkboxSelection
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        showToolbar
      />
    </Box>
  );
}
