import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  dueOn: string;
  amount: number;
  paid: boolean;
}

const TODAY = '2025-04-15';

const clients = ['Harbour Bakery', 'Kestrel Architects', 'Lumen Dental', 'Orchard Vets', 'Tidewater Yoga'];
const rows: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: 1400 + index,
  client: clients[index % clients.length] ?? '',
  dueOn: `2025-04-${String(3 + index).padStart(2, '0')}`,
  amount: 180 + ((index * 137) % 900),
  paid: index % 3 !== 1,
}));

const isOverdue = (row: Invoice) => !row.paid && row.dueOn < TODAY;

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'dueOn', headerName: 'Due on', width: 120 },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

// Called for every cell of every column: only the due date of an overdue invoice gets a class.
const getCellClassName = (params: GridCellParams<Invoice>) =>
  params.field === 'dueOn' && isOverdue(params.row) ? 'cell--overdue' : '';

export default function OverdueInvoices() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');
  // The button moves the focus out of the grid, so remember where the last search ended.
  const searchFrom = React.useRef(0);

  const focusNextOverdue = () => {
    const api = apiRef.current;
    if (!api) return;
    // Row ids in the order shown, after sorting and filtering.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const start = searchFrom.current % Math.max(ids.length, 1);
    // Search below the last invoice found, then from the top.
    for (let offset = 0; offset < ids.length; offset += 1) {
      const rowIndex = (start + offset) % ids.length;
      const id = ids[rowIndex];
      const row = id === undefined ? null : api.getRow<Invoice>(id);
      if (id !== undefined && row && isOverdue(row)) {
        searchFrom.current = rowIndex + 1;
        api.scrollToIndexes({ rowIndex });
        api.setCellFocus(id, 'dueOn');
        setMessage(`Invoice ${id}, due on ${row.dueOn}, is overdue.`);
        return;
      }
    }
    setMessage('No invoice is overdue.');
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={focusNextOverdue}>
          Next overdue invoice
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Box>
      <Box
        sx={(theme) => ({
          flex: 1,
          minHeight: 0,
          '& .cell--overdue': { color: theme.palette.error.main, fontWeight: 600 },
        })}
      >
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
      </Box>
    </Box>
  );
}
