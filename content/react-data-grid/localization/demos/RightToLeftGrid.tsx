import * as React from 'react';
import Box from '@mui/material/Box';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// An emotion cache that mirrors left and right in every style it writes.
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// Keep the surrounding theme (colors, mode) and switch its direction.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

interface Shipment {
  id: number;
  origin: string;
  destination: string;
  weight: number;
  status: string;
}

const shipments: Shipment[] = [
  { id: 4107, origin: 'الرياض', destination: 'جدة', weight: 1250, status: 'قيد النقل' },
  { id: 4108, origin: 'الدمام', destination: 'الرياض', weight: 430, status: 'تم التسليم' },
  { id: 4109, origin: 'جدة', destination: 'مكة المكرمة', weight: 2890, status: 'متأخرة' },
  { id: 4110, origin: 'المدينة المنورة', destination: 'تبوك', weight: 760, status: 'قيد النقل' },
  { id: 4111, origin: 'أبها', destination: 'الدمام', weight: 1520, status: 'تم التسليم' },
];

const columns: GridColDef<Shipment>[] = [
  // A shipment number is an identifier, not a quantity: no thousands separator.
  { field: 'id', headerName: 'رقم الشحنة', type: 'number', width: 120, valueFormatter: (value: number) => String(value) },
  { field: 'origin', headerName: 'من', flex: 1, minWidth: 130 },
  { field: 'destination', headerName: 'إلى', flex: 1, minWidth: 130 },
  { field: 'weight', headerName: 'الوزن (كغ)', type: 'number', width: 120 },
  { field: 'status', headerName: 'الحالة', width: 130 },
];

export default function RightToLeftGrid() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl" sx={{ height: 423, width: '100%' }}>
          <DataGrid
            rows={shipments}
            columns={columns}
            localeText={arSD.components.MuiDataGrid.defaultProps.localeText}
            checkboxSelection
            showToolbar
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
