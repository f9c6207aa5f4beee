import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StaffMember {
  id: number;
  name: string;
  role: string;
  team: string;
  extension: string;
  color: string;
}

const rows: StaffMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Veterinary surgeon',
    team: 'Surgery',
    extension: '214',
    color: '#00796b',
  },
  { id: 2, name: 'Lucas Moreau', role: 'Head nurse', team: 'Wards', extension: '108', color: '#5e35b1' },
  { id: 3, name: 'Priya Raman', role: 'Radiographer', team: 'Imaging', extension: '231', color: '#c62828' },
  {
    id: 4,
    name: 'Jonas Lindqvist',
    role: 'Practice manager',
    team: 'Front desk',
    extension: '100',
    color: '#1565c0',
  },
  {
    id: 5,
    name: 'Chiara Bellini',
    role: 'Veterinary nurse',
    team: 'Wards',
    extension: '112',
    color: '#ef6c00',
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

const columns: GridColDef<StaffMember>[] = [
  {
    field: 'name',
    headerName: 'Staff member',
    flex: 1,
    minWidth: 220,
    // Two lines of text and a 40 px avatar need more than the default 52 px.
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}>
        <Avatar sx={{ bgcolor: row.color, color: '#fff', width: 40, height: 40, fontSize: 15 }}>{initials(row.name)}</Avatar>
        <Box sx={{ lineHeight: 1.4 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.role}
          </Typography>
        </Box>
      </Box>
    ),
  },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'extension', headerName: 'Extension', width: 110 },
];

export default function StaticRowHeight() {
  return (
    <Box sx={{ height: 473, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={72} />
    </Box>
  );
}
