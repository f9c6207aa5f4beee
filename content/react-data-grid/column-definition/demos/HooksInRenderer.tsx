import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface PantryItem {
  id: number;
  item: string;
  unit: string;
  quantity: number;
  minimum: number;
}

const rows: PantryItem[] = [
  { id: 1, item: 'Arborio rice', unit: '1 kg bag', quantity: 3, minimum: 2 },
  { id: 2, item: 'Chickpeas', unit: '400 g can', quantity: 1, minimum: 4 },
  { id: 3, item: 'Olive oil', unit: '750 ml bottle', quantity: 2, minimum: 1 },
  { id: 4, item: 'Rolled oats', unit: '500 g box', quantity: 0, minimum: 1 },
  { id: 5, item: 'Canned tomatoes', unit: '400 g can', quantity: 6, minimum: 3 },
];

// A component, so it may call hooks: here, the grid's API from the context.
function QuantityStepper(props: GridRenderCellParams<PantryItem, number>) {
  const { id, value = 0, tabIndex, row } = props;
  const apiRef = useGridApiContext();

  const setQuantity = (quantity: number) => {
    apiRef.current.updateRows([{ id, quantity }]);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        tabIndex={tabIndex}
        disabled={value === 0}
        aria-label={`One ${row.unit} less of ${row.item}`}
        onClick={() => setQuantity(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 24, textAlign: 'center' }}>
        {value}
      </Typography>
      <IconButton
        size="small"
        tabIndex={tabIndex}
        aria-label={`One ${row.unit} more of ${row.item}`}
        onClick={() => setQuantity(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const columns: GridColDef<PantryItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'unit', headerName: 'Unit', width: 140 },
  {
    field: 'quantity',
    headerName: 'In stock',
    width: 140,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<PantryItem, number>) => <QuantityStepper {...params} />,
  },
  {
    field: 'toBuy',
    headerName: 'To buy',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => Math.max(0, row.minimum - row.quantity),
  },
];

export default function HooksInRenderer() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
