import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

type StockLine = { id: string; product: string } & Record<string, number | string>;

const PRODUCTS = ['Pallet wrap', 'Cable ties', 'Kraft tape', 'Bubble roll', 'Corner boards', 'Label rolls'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Month-end stock of 100 warehouse lines: one page of the Community grid.
const rows: StockLine[] = Array.from({ length: 100 }, (_, index) => {
  const row: StockLine = {
    id: `SKU-${String(3100 + index * 13)}`,
    product: `${PRODUCTS[index % PRODUCTS.length]} ${(index % 4) + 1}`,
  };
  MONTHS.forEach((month, monthIndex) => {
    row[month] = 40 + ((index * 37 + monthIndex * 91) % 460);
  });
  return row;
});

const columns: GridColDef<StockLine>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  ...MONTHS.map((month): GridColDef<StockLine> => ({ field: month, headerName: month, type: 'number', width: 110 })),
];

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState('60');
  const [month, setMonth] = React.useState('Oct');
  const rowNumber = Number(position);
  const isValid = Number.isInteger(rowNumber) && rowNumber >= 1 && rowNumber <= rows.length;

  const goToCell = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api || !isValid) return;
    // Indexes count the rows in their current sorted and filtered order.
    const rowIndex = rowNumber - 1;
    api.scrollToIndexes({ rowIndex, colIndex: api.getColumnIndex(month) });
    // Focus the cell too, so that the arrow keys continue from there.
    const rowId = gridExpandedSortedRowIdsSelector(apiRef)[rowIndex];
    if (rowId !== undefined) api.setCellFocus(rowId, month);
  };

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack component="form" onSubmit={goToCell} direction="row" spacing={1} sx={{ pt: 1 }}>
        <TextField
          size="small"
          label="Row (1–100)"
          type="number"
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          error={!isValid}
          slotProps={{ htmlInput: { min: 1, max: rows.length } }}
          sx={{ width: 130 }}
        />
        <TextField select size="small" label="Month" value={month} onChange={(event) => setMonth(event.target.value)}>
          {MONTHS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={!isValid}>
          Go to cell
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
