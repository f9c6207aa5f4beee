import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface PurchaseOrder {
  id: string;
  vendor: string;
  buyer: string;
  total: number;
}

const orders: PurchaseOrder[] = [
  { id: 'PO-3301', vendor: 'Fernhill Timber', buyer: 'Facilities', total: 12480 },
  { id: 'PO-3302', vendor: 'Quantum Lab Supply', buyer: 'Research', total: 3975.25 },
  { id: 'PO-3303', vendor: 'Beacon Print', buyer: 'Marketing', total: 860 },
  { id: 'PO-3304', vendor: 'Northwind Catering', buyer: 'People', total: 1420.5 },
];

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'vendor', headerName: 'Vendor', flex: 1, minWidth: 150 },
  { field: 'buyer', headerName: 'Department', width: 130 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

// Built from the v8 toolbar parts: each trigger renders a ToolbarButton and does its job.
function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="span" sx={{ flex: 1, px: 1 }}>
        Purchase orders
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Filters" color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ComposedToolbar() {
  return (
    <Box sx={{ height: 318 }}>
      <DataGrid rows={orders} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar hideFooter />
    </Box>
  );
}
