import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  due: Date;
  amount: number;
}

const CUSTOMERS = ['Northwind Bakery', 'Atlas Freight', 'Bluebird Dental', 'Kestrel Studio', 'Oakline Farms'];

// 100 open invoices, due over the next quarter.
const rows: Invoice[] = Array.from({ length: 100 }, (_, index) => ({
  id: `INV-2025-${String(1040 + index).padStart(4, '0')}`,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length] ?? '',
  due: new Date(2025, 3, 1 + Math.floor(index * 0.9)),
  amount: 180 + ((index * 317) % 4200),
}));

const total = rows.reduce((sum, invoice) => sum + invoice.amount, 0);

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function ScrollRestoration() {
  const apiRef = useGridApiRef();
  const [tab, setTab] = React.useState('invoices');
  // What the grid needs to come back as it was: its exported state plus the scroll position.
  const [savedState, setSavedState] = React.useState<GridInitialState>();

  const changeTab = (_event: React.SyntheticEvent, next: string) => {
    const api = apiRef.current;
    if (tab === 'invoices' && api) {
      setSavedState({ ...api.exportState(), scroll: api.getScrollPosition() });
    }
    setTab(next);
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={changeTab} aria-label="Accounts receivable">
        <Tab label="Open invoices" value="invoices" />
        <Tab label="Summary" value="summary" />
      </Tabs>
      {tab === 'invoices' ? (
        <Box sx={{ flex: 1, minHeight: 0, pt: 1 }}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            density="compact"
            hideFooter
            initialState={savedState}
          />
        </Box>
      ) : (
        <Box sx={{ p: 2 }}>
          <Typography>
            {rows.length} open invoices, {total.toLocaleString('en-US')} € in all.
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {savedState?.scroll
              ? `Saved scroll position: ${Math.round(savedState.scroll.top)} px from the top.`
              : 'No position saved yet.'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
