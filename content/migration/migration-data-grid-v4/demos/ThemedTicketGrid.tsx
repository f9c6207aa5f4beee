import * as React from 'react';
import type {} from '@mui/x-data-grid/themeAugmentation';
import Box from '@mui/material/Box';
import { ThemeProvider, alpha, createTheme, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Ticket = {
  id: number;
  subject: string;
  customer: string;
  agent: string;
  hoursLeft: number;
};

const rows: Ticket[] = [
  {
    id: 4102,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Brightline Foods',
    agent: 'Amira',
    hoursLeft: 5,
  },
  {
    id: 4107,
    subject: 'Cannot reset two-factor login',
    customer: 'Kestrel Studio',
    agent: 'Tomás',
    hoursLeft: -3,
  },
  {
    id: 4111,
    subject: 'Export to CSV drops accents',
    customer: 'Nordvik Bygg',
    agent: 'Amira',
    hoursLeft: 20,
  },
  { id: 4118, subject: 'Webhook retries stopped', customer: 'Larkspur Health', agent: 'Jin', hoursLeft: -1 },
  {
    id: 4120,
    subject: 'Add a second billing contact',
    customer: 'Oakridge Legal',
    agent: 'Tomás',
    hoursLeft: 46,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'agent', headerName: 'Agent', width: 100 },
  {
    field: 'hoursLeft',
    headerName: 'Time to deadline',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => (value < 0 ? `${-value} h late` : `${value} h`),
  },
];

export default function ThemedTicketGrid() {
  const outerTheme = useTheme();
  // `MuiDataGrid` is a typed key of `components` thanks to the themeAugmentation import.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiDataGrid: {
            styleOverrides: {
              columnHeader: { backgroundColor: outerTheme.palette.action.hover },
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          getRowClassName={(params) => (params.row.hoursLeft < 0 ? 'late' : '')}
          sx={(t) => ({
            // A lighter red on the dark background keeps the text readable (contrast above 4.5:1)
            '& .late': {
              bgcolor: alpha(t.palette.error.main, 0.12),
              color: 'error.dark',
              ...t.applyStyles('dark', { color: 'error.light' }),
            },
            '& .late:hover': { bgcolor: alpha(t.palette.error.main, 0.2) },
          })}
        />
      </Box>
    </ThemeProvider>
  );
}
