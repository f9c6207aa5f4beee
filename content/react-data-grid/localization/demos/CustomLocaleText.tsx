import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

interface PickList {
  id: string;
  customer: string;
  lines: number;
  zone: string;
  express: boolean;
}

const pickLists: PickList[] = [
  { id: 'PL-3081', customer: 'Harbor Bikes', lines: 12, zone: 'A (small parts)', express: true },
  { id: 'PL-3082', customer: 'Northfield Clinic', lines: 4, zone: 'C (cold store)', express: false },
  { id: 'PL-3083', customer: 'Quill & Co. Stationers', lines: 27, zone: 'B (shelving)', express: false },
  { id: 'PL-3084', customer: 'Greenway Cafés', lines: 9, zone: 'C (cold store)', express: true },
];

const columns: GridColDef<PickList>[] = [
  { field: 'id', headerName: 'Pick list', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 90 },
  { field: 'zone', headerName: 'Zone', width: 150 },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 100 },
];

// Only the keys that change; every other text keeps the grid's default (or a locale pack's).
const warehouseText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nothing left to pick. Time for a break!',
  toolbarQuickFilterPlaceholder: 'Find a pick list…',
  footerRowSelected: (count) =>
    `${count.toLocaleString()} ${count === 1 ? 'pick list' : 'pick lists'} ready to print`,
  booleanCellTrueLabel: 'Express shipping',
  booleanCellFalseLabel: 'Standard shipping',
};

export default function CustomLocaleText() {
  const [rows, setRows] = React.useState(pickLists);

  return (
    <Box sx={{ height: 409, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setRows([])} disabled={rows.length === 0}>
          Pick everything
        </Button>
        <Button size="small" onClick={() => setRows(pickLists)}>
          Restore the lists
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={warehouseText}
          checkboxSelection
          showToolbar
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
