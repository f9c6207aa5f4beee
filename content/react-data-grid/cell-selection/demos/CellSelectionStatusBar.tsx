import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  team: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const rows: BudgetLine[] = [
  { id: 1, team: 'Customer support', jan: 41200, feb: 39800, mar: 44100, apr: 42650 },
  { id: 2, team: 'Data platform', jan: 63500, feb: 61900, mar: 70250, apr: 66800 },
  { id: 3, team: 'Field sales', jan: 52300, feb: 58750, mar: 60400, apr: 49900 },
  { id: 4, team: 'Marketing', jan: 38900, feb: 45600, mar: 51200, apr: 47300 },
  { id: 5, team: 'Recruiting', jan: 15400, feb: 14800, mar: 18950, apr: 16200 },
];

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const month = (field: keyof BudgetLine, headerName: string): GridColDef<BudgetLine> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => euros.format(value),
});

const columns: GridColDef<BudgetLine>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 160 },
  month('jan', 'January'),
  month('feb', 'February'),
  month('mar', 'March'),
  month('apr', 'April'),
];

interface Summary {
  count: number;
  sum: number;
}

export default function CellSelectionStatusBar() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary>({ count: 0, sum: 0 });

  // Called after the grid has stored the new selection, so the API already answers with it.
  const summarize = () => {
    const api = apiRef.current;
    if (!api) return;
    const numbers = api
      .getSelectedCellsAsArray()
      .map(({ id, field }) => api.getCellValue(id, field))
      .filter((value): value is number => typeof value === 'number');
    setSummary({ count: numbers.length, sum: numbers.reduce((total, value) => total + value, 0) });
  };

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          onCellSelectionModelChange={summarize}
          hideFooter
        />
      </Box>
      <Stack
        direction="row"
        spacing={3}
        role="status"
        sx={{ justifyContent: 'flex-end', px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
      >
        {summary.count > 0 ? (
          <React.Fragment>
            <Typography variant="body2">Average: {euros.format(summary.sum / summary.count)}</Typography>
            <Typography variant="body2">Count: {summary.count}</Typography>
            <Typography variant="body2">Sum: {euros.format(summary.sum)}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Select amounts to add them up.</Typography>
        )}
      </Stack>
    </Box>
  );
}
