import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';

interface Order {
  id: number;
  supplier: string;
  item: string;
  quantity: number;
  eta: Date;
}

const rows: Order[] = [
  { id: 5501, supplier: 'Atlas Fasteners', item: 'M8 hex bolts, zinc', quantity: 5000, eta: new Date(2026, 11, 1) },
  { id: 5502, supplier: 'Brightline Optics', item: 'LED panel, 600 × 600', quantity: 120, eta: new Date(2026, 11, 4) },
  { id: 5503, supplier: 'Cobalt Cables', item: 'CAT6 patch cord, 2 m', quantity: 800, eta: new Date(2026, 11, 4) },
  { id: 5504, supplier: 'Delta Pallets', item: 'EUR pallet, heat-treated', quantity: 60, eta: new Date(2026, 11, 9) },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'PO', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 170 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'eta', headerName: 'Expected', type: 'date', width: 130 },
];

function PurchaseOrdersToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5 }} fontWeight="medium">
        Open purchase orders
      </Typography>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'open-purchase-orders' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PurchaseOrdersToolbar }} showToolbar />
    </Box>
  );
}
