import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Consignee {
  name: string;
  country: string;
}

interface Shipment {
  id: number;
  ref: string;
  consignee: Consignee;
  weight: number;
}

const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', consignee: { name: 'Van Dijk Foods', country: 'Netherlands' }, weight: 1240 },
  { id: 2, ref: 'SHP-2042', consignee: { name: 'Kowalski Meble', country: 'Poland' }, weight: 860 },
  { id: 3, ref: 'SHP-2043', consignee: { name: 'Brouwerij De Klok', country: 'Netherlands' }, weight: 2310 },
  { id: 4, ref: 'SHP-2044', consignee: { name: 'Lyon Textiles', country: 'France' }, weight: 540 },
  { id: 5, ref: 'SHP-2045', consignee: { name: 'Gdańsk Marine Parts', country: 'Poland' }, weight: 1780 },
  { id: 6, ref: 'SHP-2046', consignee: { name: 'Atelier Morel', country: 'France' }, weight: 990 },
  { id: 7, ref: 'SHP-2047', consignee: { name: 'Van Dijk Foods', country: 'Netherlands' }, weight: 1460 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 130 },
  {
    field: 'consignee',
    headerName: 'Consignee',
    width: 220,
    // The cells show (and sort on) the name. Group rows have no consignee, hence the `?`.
    valueGetter: (value?: Consignee) => value?.name,
    // ...while the rows are grouped by the consignee's country.
    groupingValueGetter: (value: Consignee) => value.country,
  },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 120 },
];

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 630, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['consignee'] } }}
      />
    </Box>
  );
}
