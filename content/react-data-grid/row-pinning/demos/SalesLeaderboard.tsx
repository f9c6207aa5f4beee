import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Rep {
  id: string;
  rank?: number;
  name: string;
  region: string;
  deals: number;
  revenue: number;
}

const names = [
  'Amara Okeke', 'Lucas Ferreira', 'Hana Sato', 'Oliver Brandt', 'Priya Nair', 'Mateo Rossi',
  'Sofia Lindqvist', 'Kofi Asante', 'Elena Popescu', 'Daniel Cohen', 'Mei Lin', 'Tomás Ruiz',
  'Aisha Rahman', 'Jakub Nowak', 'Chloe Dubois', 'Samuel Adeyemi', 'Yuki Tanaka', 'Grace Murphy',
  'Arjun Mehta', 'Ines Carvalho', 'Noah Schmidt', 'Layla Haddad', 'Felix Wagner', 'Zara Ahmed',
];
const regions = ['North', 'South', 'East', 'West'];

// Ranked by revenue, highest first.
const reps: Rep[] = names
  .map((name, index) => ({
    id: `rep-${index + 1}`,
    name,
    region: regions[index % regions.length] ?? 'North',
    deals: 6 + ((index * 7) % 19),
    revenue: 48000 + ((index * 37231) % 161000),
  }))
  .sort((a, b) => b.revenue - a.revenue)
  .map((rep, index) => ({ ...rep, rank: index + 1 }));

const currentUserId = 'rep-11';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Rep>[] = [
  { field: 'rank', headerName: 'Rank', type: 'number', width: 80 },
  { field: 'name', headerName: 'Sales rep', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'deals', headerName: 'Deals won', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

const me = reps.find((rep) => rep.id === currentUserId);

const pinnedRows: GridPinnedRowsProp<Rep> = {
  // A copy of your own row, with an id of its own, so it also keeps its place in the list.
  top: me ? [{ ...me, id: 'you', name: `${me.name} (you)` }] : [],
  bottom: [
    {
      id: 'team-total',
      name: 'Team total',
      region: '',
      deals: reps.reduce((sum, rep) => sum + rep.deals, 0),
      revenue: reps.reduce((sum, rep) => sum + rep.revenue, 0),
    },
  ],
};

export default function SalesLeaderboard() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={reps} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
