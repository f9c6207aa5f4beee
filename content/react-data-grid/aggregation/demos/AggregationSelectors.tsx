import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Donation {
  id: number;
  donor: string;
  campaign: string;
  amount: number;
}

const rows: Donation[] = [
  { id: 1, donor: 'R. Castillo', campaign: 'Winter coats', amount: 120 },
  { id: 2, donor: 'M. Haddad', campaign: 'School meals', amount: 45 },
  { id: 3, donor: 'J. Whitfield', campaign: 'Winter coats', amount: 300 },
  { id: 4, donor: 'N. Sato', campaign: 'School meals', amount: 80 },
];

const columns: GridColDef<Donation>[] = [
  { field: 'donor', headerName: 'Donor', flex: 1, minWidth: 140 },
  { field: 'campaign', headerName: 'Campaign', width: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

function AggregationSummary() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const amount = lookup[GRID_ROOT_GROUP_ID]?.amount?.value;
  const goal = 1000;

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {model.amount === 'sum' && typeof amount === 'number'
          ? `Raised $${amount} of $${goal} (${Math.round((amount / goal) * 100)}%)`
          : `Amount: ${model.amount ?? 'not aggregated'}`}
      </Typography>
      <Button size="small" onClick={() => apiRef.current.setAggregationModel({ amount: 'sum' })}>
        Show total
      </Button>
    </Stack>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 378, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ footer: AggregationSummary }}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
      />
    </Box>
  );
}
