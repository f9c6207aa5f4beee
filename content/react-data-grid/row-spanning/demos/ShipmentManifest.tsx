import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowModel } from '@mui/x-data-grid';

interface Pallet {
  id: string;
  container: string;
  containerType: string;
  port: string;
  consignee: string;
  goods: string;
  grossKg: number;
}

const rows: Pallet[] = [
  { id: 'P-0141', container: 'MSKU 480213-6', containerType: "40' high cube", port: 'Rotterdam', consignee: 'Verde Foods BV', goods: 'Olive oil, 12 × 1 l', grossKg: 912 },
  { id: 'P-0142', container: 'MSKU 480213-6', containerType: "40' high cube", port: 'Rotterdam', consignee: 'Verde Foods BV', goods: 'Olive oil, 12 × 1 l', grossKg: 908 },
  { id: 'P-0143', container: 'MSKU 480213-6', containerType: "40' high cube", port: 'Rotterdam', consignee: 'Verde Foods BV', goods: 'Sun-dried tomatoes, 24 jars', grossKg: 455 },
  { id: 'P-0150', container: 'TGHU 771904-2', containerType: "20' dry", port: 'Rotterdam', consignee: 'Verde Foods BV', goods: 'Capers, 48 jars', grossKg: 390 },
  { id: 'P-0151', container: 'TGHU 771904-2', containerType: "20' dry", port: 'Rotterdam', consignee: 'Verde Foods BV', goods: 'Anchovies, 96 tins', grossKg: 402 },
  { id: 'P-0163', container: 'CMAU 205577-0', containerType: "40' reefer", port: 'Hamburg', consignee: 'Nordkost GmbH', goods: 'Mozzarella, 200 × 125 g', grossKg: 610 },
  { id: 'P-0164', container: 'CMAU 205577-0', containerType: "40' reefer", port: 'Hamburg', consignee: 'Nordkost GmbH', goods: 'Mozzarella, 200 × 125 g', grossKg: 604 },
  { id: 'P-0165', container: 'CMAU 205577-0', containerType: "40' reefer", port: 'Hamburg', consignee: 'Nordkost GmbH', goods: 'Ricotta, 120 × 250 g', grossKg: 377 },
  { id: 'P-0170', container: 'SEGU 390118-4', containerType: "20' dry", port: 'Gdańsk', consignee: 'Delikatesy Bałtyk', goods: 'Balsamic vinegar, 24 × 0.5 l', grossKg: 540 },
];

// Values only merge within a container: the same consignee or goods in the next container start a new cell.
const withinContainer = (value: string, row: GridRowModel<Pallet>) => `${row.container}|${value}`;

const columns: GridColDef<Pallet>[] = [
  {
    field: 'container',
    headerName: 'Container',
    width: 140,
    // The spanning cell is as high as its rows: fill it and align the content to the top.
    renderCell: ({ row }) => (
      <Box sx={{ height: '100%', py: 1.5, lineHeight: 1.4 }}>
        <Typography variant="body2">{row.container}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.containerType}
        </Typography>
      </Box>
    ),
  },
  { field: 'port', headerName: 'Discharge port', width: 120, rowSpanValueGetter: withinContainer },
  { field: 'consignee', headerName: 'Consignee', width: 150, rowSpanValueGetter: withinContainer },
  { field: 'id', headerName: 'Pallet', width: 80 },
  { field: 'goods', headerName: 'Goods', flex: 1, minWidth: 180, rowSpanValueGetter: withinContainer },
  { field: 'grossKg', headerName: 'Gross kg', type: 'number', width: 90, rowSpanValueGetter: () => null },
];

export default function ShipmentManifest() {
  return (
    <Box sx={{ height: 640, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showToolbar showCellVerticalBorder />
    </Box>
  );
}
