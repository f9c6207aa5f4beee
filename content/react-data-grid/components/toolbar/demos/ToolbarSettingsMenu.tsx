import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';

interface Invoice {
  id: number;
  number: string;
  client: string;
  issued: Date;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-2026-041', client: 'Northwind Bikes', issued: new Date(2026, 9, 2), amount: 4820 },
  { id: 2, number: 'INV-2026-042', client: 'Blue Heron Café', issued: new Date(2026, 9, 9), amount: 615.5 },
  { id: 3, number: 'INV-2026-043', client: 'Atlas Roofing', issued: new Date(2026, 9, 17), amount: 12400 },
  { id: 4, number: 'INV-2026-044', client: 'Lumen Dental', issued: new Date(2026, 9, 28), amount: 2290 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    // Money reads with its cents: 615.50, not 615.5.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

function InvoicesToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Toolbar>
      <Tooltip title="Settings">
        <ToolbarButton
          id="invoices-settings-trigger"
          aria-controls="invoices-settings-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="invoices-settings-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'invoices-settings-trigger' } }}
      >
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>{density === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Invoices"
        slots={{ toolbar: InvoicesToolbar }}
        showToolbar
      />
    </Box>
  );
}
