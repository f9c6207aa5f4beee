import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  site: string;
  driver: string;
  deliveries: number;
  km: number;
}

const rows: Shift[] = [
  { id: 1, site: 'North depot', driver: 'Ines Duarte', deliveries: 38, km: 142 },
  { id: 2, site: 'North depot', driver: 'Tomasz Wolski', deliveries: 31, km: 167 },
  { id: 3, site: 'South depot', driver: 'Amara Nwosu', deliveries: 44, km: 118 },
  { id: 4, site: 'South depot', driver: 'Finn Larsen', deliveries: 29, km: 201 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'site', headerName: 'Depot', width: 140 },
  { field: 'driver', headerName: 'Driver', flex: 1, minWidth: 150 },
  { field: 'deliveries', headerName: 'Deliveries', type: 'number', width: 130 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 140 },
];

// `groupNode.depth` is -1 for the root (the grid footer): `null` removes that total.
const inGroupFooters: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth === -1 ? null : 'footer';

export default function AggregationPosition() {
  const [footers, setFooters] = React.useState(true);

  return (
    <Box sx={{ height: 600, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={footers} onChange={(event) => setFooters(event.target.checked)} />}
        label="Totals below each depot"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={footers ? inGroupFooters : undefined}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['site'] },
            aggregation: { model: { deliveries: 'sum', km: 'sum' } },
            columns: { columnVisibilityModel: { site: false } },
          }}
        />
      </Box>
    </Box>
  );
}
