import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Rate {
  id: string;
  currency: string;
  perEuro: number;
}

const rates: Rate[] = [
  { id: 'USD', currency: 'US dollar', perEuro: 1.0842 },
  { id: 'GBP', currency: 'Pound sterling', perEuro: 0.8571 },
  { id: 'JPY', currency: 'Japanese yen', perEuro: 162.37 },
  { id: 'CHF', currency: 'Swiss franc', perEuro: 0.9617 },
  { id: 'SEK', currency: 'Swedish krona', perEuro: 11.472 },
  { id: 'NOK', currency: 'Norwegian krone', perEuro: 11.538 },
  { id: 'DKK', currency: 'Danish krone', perEuro: 7.4583 },
  { id: 'PLN', currency: 'Polish złoty', perEuro: 4.3128 },
  { id: 'CZK', currency: 'Czech koruna', perEuro: 25.104 },
  { id: 'HUF', currency: 'Hungarian forint', perEuro: 391.85 },
  { id: 'CAD', currency: 'Canadian dollar', perEuro: 1.4733 },
  { id: 'AUD', currency: 'Australian dollar', perEuro: 1.6402 },
  { id: 'NZD', currency: 'New Zealand dollar', perEuro: 1.7918 },
  { id: 'SGD', currency: 'Singapore dollar', perEuro: 1.4581 },
  { id: 'INR', currency: 'Indian rupee', perEuro: 90.214 },
  { id: 'BRL', currency: 'Brazilian real', perEuro: 5.4967 },
  { id: 'ZAR', currency: 'South African rand', perEuro: 20.318 },
  { id: 'MXN', currency: 'Mexican peso', perEuro: 18.427 },
];

const columns: GridColDef<Rate>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 140 },
  { field: 'perEuro', headerName: 'Per €1', type: 'number', width: 100 },
];

export default function FixedSize() {
  return (
    // 420 × 360 px, like a card on a dashboard; `maxWidth` lets it shrink on a phone.
    <Box sx={{ height: 360, width: 420, maxWidth: '100%' }}>
      <DataGrid rows={rates} columns={columns} density="compact" />
    </Box>
  );
}
