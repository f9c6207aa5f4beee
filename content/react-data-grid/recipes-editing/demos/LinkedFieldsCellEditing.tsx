import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Mode = 'Road' | 'Air' | 'Sea';

const servicesByMode: Record<Mode, string[]> = {
  Road: ['Same day', 'Next day', 'Road economy'],
  Air: ['Air priority', 'Air standard'],
  Sea: ['Full container', 'Shared container'],
};
const allServices = Object.values(servicesByMode).flat();

interface Consignment {
  id: string;
  customer: string;
  mode: Mode;
  service: string;
}

const rows: Consignment[] = [
  { id: 'CN-5120', customer: 'Brightwater Ceramics', mode: 'Road', service: 'Next day' },
  { id: 'CN-5121', customer: 'Okapi Outdoor Gear', mode: 'Sea', service: 'Shared container' },
  { id: 'CN-5122', customer: 'Lumen Medical Supplies', mode: 'Air', service: 'Air priority' },
  { id: 'CN-5123', customer: 'Fjord Coffee Roasters', mode: 'Road', service: 'Road economy' },
];

const columns: GridColDef<Consignment>[] = [
  { field: 'id', headerName: 'Consignment', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'mode',
    headerName: 'Mode',
    type: 'singleSelect',
    valueOptions: ['Road', 'Air', 'Sea'],
    width: 120,
    editable: true,
    // Saving a new mode also clears a service that the new mode does not offer.
    valueSetter: (value: Mode, row) => ({
      ...row,
      mode: value,
      service: servicesByMode[value].includes(row.service) ? row.service : '',
    }),
  },
  {
    field: 'service',
    headerName: 'Service',
    type: 'singleSelect',
    // `row` is the saved row: the options follow the mode already saved.
    valueOptions: ({ row }) => (row ? servicesByMode[row.mode] : allServices),
    width: 190,
    editable: true,
    renderCell: ({ value, formattedValue }) =>
      value ? formattedValue : <Box sx={{ color: 'warning.main' }}>Choose a service</Box>,
  },
];

export default function LinkedFieldsCellEditing() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
