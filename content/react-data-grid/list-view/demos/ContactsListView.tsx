import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import MailIcon from '@mui/icons-material/MailOutline';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

interface Supplier {
  id: number;
  name: string;
  contact: string;
  email: string;
  city: string;
  rating: number;
}

const initialRows: Supplier[] = [
  { id: 1, name: 'Alutec', contact: 'Greta Holm', email: 'greta@alutec.example', city: 'Malmö', rating: 4.6 },
  { id: 2, name: 'Rotaline', contact: 'Bruno Costa', email: 'bruno@rotaline.example', city: 'Porto', rating: 4.1 },
  { id: 3, name: 'Voltara', contact: 'Nadia Petrova', email: 'nadia@voltara.example', city: 'Brno', rating: 4.8 },
  { id: 4, name: 'Stopwell', contact: 'Ian Fraser', email: 'ian@stopwell.example', city: 'Leeds', rating: 3.9 },
  { id: 5, name: 'Cellwise', contact: 'Mei Tanaka', email: 'mei@cellwise.example', city: 'Lyon', rating: 4.3 },
];

// Not displayed in list view, but sorting, filtering and the quick filter use them.
const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier' },
  { field: 'contact', headerName: 'Contact' },
  { field: 'city', headerName: 'City' },
  { field: 'rating', headerName: 'Rating', type: 'number' },
];

const sortOptions = [
  { label: 'Name (A–Z)', model: [{ field: 'name', sort: 'asc' }] },
  { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
  { label: 'City (A–Z)', model: [{ field: 'city', sort: 'asc' }] },
] satisfies { label: string; model: GridSortModel }[];

export default function ContactsListView() {
  const [rows, setRows] = React.useState(initialRows);
  const [sortIndex, setSortIndex] = React.useState(0);

  const listViewColumn: GridListViewColDef<Supplier> = {
    field: 'supplierCard',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
        <Avatar sx={{ width: 36, height: 36 }}>{row.name[0]}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {row.name} · {row.rating.toFixed(1)}★
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.contact}, {row.city}
          </Typography>
        </Box>
        <IconButton aria-label={`Email ${row.contact}`} href={`mailto:${row.email}`}>
          <MailIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Remove ${row.name}`}
          onClick={() => setRows((prev) => prev.filter((supplier) => supplier.id !== row.id))}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
    ),
  };

  return (
    <Box sx={{ height: 486, width: '100%', maxWidth: 480, pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortIndex}
        onChange={(event) => setSortIndex(Number(event.target.value))}
      >
        {sortOptions.map((option, index) => (
          <MenuItem key={option.label} value={index}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={64}
          showToolbar
          sortModel={sortOptions[sortIndex]?.model ?? []}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
