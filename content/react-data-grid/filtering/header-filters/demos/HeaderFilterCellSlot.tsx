import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { DataGridPro, GridHeaderFilterCell, type GridColDef, type GridHeaderFilterCellProps } from '@mui/x-data-grid-pro';

interface Delivery {
  id: string;
  customer: string;
  city: string;
  courier: string;
  weightKg: number;
  status: string;
}

const deliveries: Delivery[] = [
  { id: 'D-88120', customer: 'Bakery Moreau', city: 'Ghent', courier: 'Yusuf', weightKg: 14.5, status: 'Delivered' },
  { id: 'D-88121', customer: 'Van Dijk Optics', city: 'Antwerp', courier: 'Els', weightKg: 2.1, status: 'Out for delivery' },
  { id: 'D-88124', customer: 'Café Lumière', city: 'Ghent', courier: 'Yusuf', weightKg: 31, status: 'Out for delivery' },
  { id: 'D-88127', customer: 'Brasserie Nord', city: 'Bruges', courier: 'Pieter', weightKg: 48.2, status: 'Failed attempt' },
  { id: 'D-88130', customer: 'Atelier Vos', city: 'Antwerp', courier: 'Els', weightKg: 6.8, status: 'Delivered' },
  { id: 'D-88133', customer: 'Green Leaf Market', city: 'Ghent', courier: 'Pieter', weightKg: 22.4, status: 'Out for delivery' },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'id', headerName: 'Delivery', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'courier', headerName: 'Courier', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 140 },
];

// The default cell, tinted while its filter has a value.
function HighlightedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const theme = useTheme();
  const { item, style } = props;
  const isActive = item.value != null && item.value !== '';
  return (
    <GridHeaderFilterCell
      {...props}
      style={isActive ? { ...style, backgroundColor: alpha(theme.palette.primary.main, 0.12) } : style}
    />
  );
}

export default function HeaderFilterCellSlot() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={deliveries}
        columns={columns}
        headerFilters
        hideFooter
        slots={{ headerFilterCell: HighlightedHeaderFilterCell }}
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'city', operator: 'equals', value: 'Ghent' }] } } }}
      />
    </Box>
  );
}
