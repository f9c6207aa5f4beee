import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  carrier: string;
  status: string;
  weight: number;
}

const rows: Shipment[] = [
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', carrier: 'NordFreight', status: 'Delayed', weight: 2310 },
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', carrier: 'NordFreight', status: 'Delivered', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', carrier: 'Baltic Lines', status: 'In transit', weight: 860 },
  { id: 4, ref: 'SHP-2044', origin: 'Antwerp', carrier: 'TransAlp', status: 'Delivered', weight: 540 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', carrier: 'Baltic Lines', status: 'In transit', weight: 1780 },
  { id: 6, ref: 'SHP-2046', origin: 'Rotterdam', carrier: 'TransAlp', status: 'Delivered', weight: 990 },
  { id: 7, ref: 'SHP-2047', origin: 'Antwerp', carrier: 'NordFreight', status: 'In transit', weight: 1460 },
  { id: 8, ref: 'SHP-2048', origin: 'Hamburg', carrier: 'TransAlp', status: 'Delayed', weight: 720 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

type Source = 'leafField' | 'mainGroupingCriteria';

export default function MainGroupingCriteria() {
  const [source, setSource] = React.useState<Source>('leafField');

  // Both show the references in the grouping column; they differ in what its sort and filter use.
  const groupingColDef = React.useMemo(
    () =>
      source === 'leafField'
        ? { leafField: 'ref' }
        : { leafField: 'ref', mainGroupingCriteria: 'origin' },
    [source],
  );

  return (
    <Box sx={{ height: 742, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Sort and filter the grouping column by"
        value={source}
        onChange={(event) => setSource(event.target.value as Source)}
        sx={{ maxWidth: 360, mt: 1 }}
      >
        <MenuItem value="leafField">The shipments (leafField only)</MenuItem>
        <MenuItem value="mainGroupingCriteria">The hubs (mainGroupingCriteria: origin)</MenuItem>
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          // A new grouping column definition applies to the next sort: remount to sort again at once.
          key={source}
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['origin'] },
            columns: { columnVisibilityModel: { ref: false } },
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
