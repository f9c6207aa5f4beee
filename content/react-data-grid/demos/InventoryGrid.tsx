import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  category: 'Audio' | 'Cables' | 'Storage' | 'Peripherals';
  unitPrice: number;
  onHand: number;
  lastRestock: Date;
  discontinued: boolean;
}

const rows: StockItem[] = [
  {
    id: 1,
    sku: 'AU-2041',
    product: 'Studio headphones',
    category: 'Audio',
    unitPrice: 129,
    onHand: 42,
    lastRestock: new Date(2025, 2, 11),
    discontinued: false,
  },
  {
    id: 2,
    sku: 'CB-0310',
    product: 'USB-C cable, 2 m',
    category: 'Cables',
    unitPrice: 14.5,
    onHand: 318,
    lastRestock: new Date(2025, 2, 27),
    discontinued: false,
  },
  {
    id: 3,
    sku: 'ST-7702',
    product: 'Portable SSD 1 TB',
    category: 'Storage',
    unitPrice: 89.99,
    onHand: 0,
    lastRestock: new Date(2025, 0, 8),
    discontinued: false,
  },
  {
    id: 4,
    sku: 'PE-1187',
    product: 'Mechanical keyboard',
    category: 'Peripherals',
    unitPrice: 74,
    onHand: 17,
    lastRestock: new Date(2025, 1, 19),
    discontinued: false,
  },
  {
    id: 5,
    sku: 'AU-1990',
    product: 'Bluetooth speaker',
    category: 'Audio',
    unitPrice: 59,
    onHand: 6,
    lastRestock: new Date(2024, 10, 30),
    discontinued: true,
  },
  {
    id: 6,
    sku: 'ST-5120',
    product: 'microSD card 256 GB',
    category: 'Storage',
    unitPrice: 24.9,
    onHand: 155,
    lastRestock: new Date(2025, 2, 3),
    discontinued: false,
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Audio', 'Cables', 'Storage', 'Peripherals'],
    width: 110,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 90 },
  { field: 'lastRestock', headerName: 'Last restock', type: 'date', width: 115 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
