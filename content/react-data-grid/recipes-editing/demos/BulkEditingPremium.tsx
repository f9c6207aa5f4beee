import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, type GridCellParams, type GridColDef } from '@mui/x-data-grid-premium';

interface StockRule {
  id: string;
  product: string;
  unitCost: number;
  reorderPoint: number;
  reorderQty: number;
  leadDays: number;
}

const initialRows: StockRule[] = [
  { id: 'WH-1101', product: 'Shipping box, small', unitCost: 0.42, reorderPoint: 400, reorderQty: 2000, leadDays: 5 },
  { id: 'WH-1102', product: 'Shipping box, medium', unitCost: 0.61, reorderPoint: 300, reorderQty: 1500, leadDays: 5 },
  { id: 'WH-1103', product: 'Shipping box, large', unitCost: 0.88, reorderPoint: 150, reorderQty: 800, leadDays: 7 },
  { id: 'WH-2301', product: 'Packing tape, 66 m', unitCost: 1.95, reorderPoint: 60, reorderQty: 240, leadDays: 3 },
  { id: 'WH-2302', product: 'Bubble wrap roll, 50 m', unitCost: 12.4, reorderPoint: 20, reorderQty: 60, leadDays: 10 },
  { id: 'WH-3405', product: 'Thermal labels, 500', unitCost: 6.3, reorderPoint: 40, reorderQty: 120, leadDays: 4 },
];

const cost = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

// Pasted text becomes a number, and anything else is skipped instead of pasted as NaN.
const numberColumn: Partial<GridColDef<StockRule>> = {
  type: 'number',
  width: 110,
  editable: true,
  pastedValueParser: (text) => {
    const value = Number(text);
    return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
  },
};

const columns: GridColDef<StockRule>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    ...numberColumn,
    valueFormatter: (value: number) => cost.format(value),
  },
  { field: 'reorderPoint', headerName: 'Reorder at', ...numberColumn },
  { field: 'reorderQty', headerName: 'Order qty', ...numberColumn },
  { field: 'leadDays', headerName: 'Lead days', ...numberColumn },
];

interface Rules {
  saved: StockRule[];
  draft: Record<string, StockRule>;
}

export default function BulkEditingPremium() {
  const [rules, setRules] = React.useState<Rules>({ saved: initialRows, draft: {} });
  const rows = React.useMemo(() => rules.saved.map((row) => rules.draft[row.id] ?? row), [rules]);
  const changedCount = Object.keys(rules.draft).length;

  // Called once per changed row: after a cell edit, and for each row a paste changes.
  const processRowUpdate = (newRow: StockRule) => {
    setRules((current) => {
      const saved = current.saved.find((row) => row.id === newRow.id);
      const keys = Object.keys(newRow) as (keyof StockRule)[];
      const draft = { ...current.draft, [newRow.id]: newRow };
      if (saved && keys.every((key) => newRow[key] === saved[key])) {
        delete draft[newRow.id];
      }
      return { ...current, draft };
    });
    return newRow;
  };

  const save = () =>
    setRules((current) => ({ saved: current.saved.map((row) => current.draft[row.id] ?? row), draft: {} }));

  const discard = () => setRules((current) => ({ ...current, draft: {} }));

  const getCellClassName = ({ id, field, value }: GridCellParams<StockRule>) => {
    const saved = rules.saved.find((row) => row.id === id);
    return rules.draft[id] && saved?.[field as keyof StockRule] !== value ? 'unsaved' : '';
  };

  return (
    <Box sx={{ height: 478, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Button variant="contained" size="small" onClick={save}>
          Save changes
        </Button>
        <Button size="small" onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {changedCount === 0 ? 'No unsaved changes' : `${changedCount} row(s) changed`}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // A click selects cells only, so that copy and paste work on cells, not rows.
          disableRowSelectionOnClick
          // Copy the stored numbers, not the formatted text, so that they paste back.
          ignoreValueFormatterDuringExport={{ clipboardExport: true }}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          sx={{ '& .unsaved': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16) } }}
        />
      </Box>
    </Box>
  );
}
