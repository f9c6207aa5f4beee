import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  items: number;
  weightKg: number;
  carrier: string;
}

const rows: Order[] = [
  { id: 5012, customer: 'Oakridge Pharmacy', items: 14, weightKg: 6.2, carrier: 'DHL' },
  { id: 5013, customer: 'Blue Heron Café', items: 3, weightKg: 11.5, carrier: 'UPS' },
  { id: 5014, customer: 'Tidewater Surf Shop', items: 7, weightKg: 18.0, carrier: 'DHL' },
  { id: 5015, customer: 'Maple & Ash Interiors', items: 2, weightKg: 32.4, carrier: 'DB Schenker' },
  { id: 5016, customer: 'Northgate Library', items: 25, weightKg: 9.8, carrier: 'UPS' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => `#${value}` },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
];

const countCells = (model: GridCellSelectionModel) =>
  Object.values(model).reduce((total, fields) => total + Object.values(fields).filter(Boolean).length, 0);

export default function CellAndRowSelection() {
  const [rowModel, setRowModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [cellCount, setCellCount] = React.useState(0);
  // Select all stores an 'exclude' model in Premium: count it against the rows.
  const rowCount =
    rowModel.type === 'include' ? rowModel.ids.size : rows.filter((row) => !rowModel.ids.has(row.id)).length;

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {rowCount} {rowCount === 1 ? 'order' : 'orders'} ticked for dispatch, {cellCount}{' '}
        {cellCount === 1 ? 'cell' : 'cells'} selected
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          cellSelection
          onRowSelectionModelChange={setRowModel}
          onCellSelectionModelChange={(model) => setCellCount(countCells(model))}
        />
      </Box>
    </Box>
  );
}
