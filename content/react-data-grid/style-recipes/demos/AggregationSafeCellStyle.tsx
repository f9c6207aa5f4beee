import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridCellParams, type GridColDef } from '@mui/x-data-grid-premium';

interface StoreSales {
  id: number;
  store: string;
  region: string;
  revenue: number;
}

const rows: StoreSales[] = [
  { id: 1, store: 'Lyon Part-Dieu', region: 'South-East', revenue: 18400 },
  { id: 2, store: 'Lille Centre', region: 'North', revenue: 9100 },
  { id: 3, store: 'Nantes Atlantis', region: 'West', revenue: 23750 },
  { id: 4, store: 'Bordeaux Lac', region: 'South-West', revenue: 12300 },
  { id: 5, store: 'Strasbourg Halles', region: 'East', revenue: 21900 },
];

const TARGET = 20000;

export default function AggregationSafeCellStyle() {
  const [skipAggregates, setSkipAggregates] = React.useState(true);

  const columns = React.useMemo<GridColDef<StoreSales>[]>(
    () => [
      { field: 'store', headerName: 'Store', flex: 1, minWidth: 160 },
      { field: 'region', headerName: 'Region', width: 140 },
      {
        field: 'revenue',
        headerName: 'Revenue (€)',
        type: 'number',
        width: 150,
        cellClassName: (params: GridCellParams<StoreSales, number>) => {
          // Group rows, group footers and the grand total are not store rows.
          if (skipAggregates && params.rowNode.type !== 'leaf') {
            return '';
          }
          return (params.value ?? 0) >= TARGET ? 'revenue--on-target' : '';
        },
      },
    ],
    [skipAggregates],
  );

  return (
    <Box sx={{ height: 426, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={skipAggregates} onChange={(event) => setSkipAggregates(event.target.checked)} />
        }
        label="Skip aggregation cells"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ aggregation: { model: { revenue: 'sum' } } }}
          hideFooter
          sx={(theme) => ({
            '& .revenue--on-target': {
              backgroundColor: '#e3f4e8',
              color: '#14532d',
              fontWeight: 700,
              ...theme.applyStyles('dark', { backgroundColor: '#173a26', color: '#c8ecd4' }),
            },
          })}
        />
      </Box>
    </Box>
  );
}
