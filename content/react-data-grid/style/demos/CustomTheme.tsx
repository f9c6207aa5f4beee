import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  components: {
    MuiDataGrid: {
      // Props every grid of the app receives unless it passes its own.
      defaultProps: {
        density: 'compact',
        showCellVerticalBorder: true,
        disableRowSelectionOnClick: true,
      },
      // Styles keyed by the grid's class names.
      styleOverrides: {
        root: ({ theme: t }) => ({
          borderRadius: 12,
          borderWidth: 2,
          borderColor: '#5b6b8c',
          ...t.applyStyles('dark', { borderColor: '#8ea0c4' }),
        }),
        columnHeader: ({ theme: t }) => ({
          backgroundColor: '#e8ecf6',
          color: '#1f2a44',
          ...t.applyStyles('dark', { backgroundColor: '#1f2a44', color: '#e8ecf6' }),
        }),
        cell: {
          fontVariantNumeric: 'tabular-nums',
        },
      },
    },
  },
});

interface Sample {
  id: string;
  test: string;
  receivedAt: string;
  volumeMl: number;
  technician: string;
}

const rows: Sample[] = [
  {
    id: 'S-20418',
    test: 'Complete blood count',
    receivedAt: '08:02',
    volumeMl: 4.0,
    technician: 'R. Adeyemi',
  },
  { id: 'S-20419', test: 'Lipid panel', receivedAt: '08:07', volumeMl: 3.5, technician: 'R. Adeyemi' },
  { id: 'S-20420', test: 'HbA1c', receivedAt: '08:15', volumeMl: 2.0, technician: 'M. Laurent' },
  {
    id: 'S-20421',
    test: 'Thyroid panel (TSH, T4)',
    receivedAt: '08:21',
    volumeMl: 3.0,
    technician: 'M. Laurent',
  },
  { id: 'S-20422', test: 'Urinalysis', receivedAt: '08:34', volumeMl: 12.0, technician: 'K. Osei' },
  { id: 'S-20423', test: 'Vitamin D', receivedAt: '08:40', volumeMl: 2.5, technician: 'K. Osei' },
];

const columns: GridColDef<Sample>[] = [
  { field: 'id', headerName: 'Sample', width: 110 },
  { field: 'test', headerName: 'Test', flex: 1, minWidth: 200 },
  { field: 'receivedAt', headerName: 'Received', width: 110 },
  { field: 'volumeMl', headerName: 'Volume (ml)', type: 'number', width: 120 },
  { field: 'technician', headerName: 'Technician', width: 140 },
];

export default function CustomTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 259, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
