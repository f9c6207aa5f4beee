import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface RegionRevenue {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  growth: number;
}

const rows: RegionRevenue[] = [
  { id: 1, region: 'Nordics', q1: 418200, q2: 452900, q3: 471300, growth: 0.127 },
  { id: 2, region: 'Iberia', q1: 265400, q2: 241800, q3: 238100, growth: -0.103 },
  { id: 3, region: 'Benelux', q1: 389700, q2: 402300, q3: 395600, growth: 0.015 },
  { id: 4, region: 'Baltics', q1: 97300, q2: 118500, q3: 131900, growth: 0.356 },
  { id: 5, region: 'Alpine', q1: 512800, q2: 498400, q3: 505200, growth: -0.015 },
];

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

// Built on the `number` type: sorting, filtering and right alignment come from it.
const usd: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value) => usdFormat.format(value),
};

const percentChange: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value) => percentFormat.format(value),
  cellClassName: (params) => (params.value != null && params.value < 0 ? 'change--negative' : ''),
};

const columns: GridColDef<RegionRevenue>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 140 },
  { field: 'q1', headerName: 'Q1', ...usd },
  { field: 'q2', headerName: 'Q2', ...usd },
  { field: 'q3', headerName: 'Q3', ...usd },
  // Spread first, then override what differs for this column.
  { field: 'growth', headerName: 'Q1 to Q3', ...percentChange, width: 120 },
];

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 371, width: '100%', '& .change--negative': { color: 'error.main', fontWeight: 600 } }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
