import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Return {
  id: number;
  order: string;
  product: string;
  status: 'Requested' | 'Received' | 'Refunded';
}

const initialReturns: Return[] = [
  { id: 1, order: '#10482', product: 'Trail running shoes', status: 'Requested' },
  { id: 2, order: '#10477', product: 'Rain jacket, size M', status: 'Received' },
  { id: 3, order: '#10465', product: 'Insulated bottle', status: 'Requested' },
  { id: 4, order: '#10459', product: 'Headlamp', status: 'Refunded' },
];

const columns: GridColDef<Return>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function RowContextMenu() {
  const [returns, setReturns] = React.useState(initialReturns);
  const [menu, setMenu] = React.useState<{ id: GridRowId; left: number; top: number } | null>(null);

  // slotProps.row adds props to every row element; each row carries its id in data-id.
  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const id = Number(event.currentTarget.getAttribute('data-id'));
    setMenu({ id, left: event.clientX, top: event.clientY });
  };

  const setStatus = (status: Return['status']) => {
    setReturns((rows) => rows.map((row) => (row.id === menu?.id ? { ...row, status } : row)));
    setMenu(null);
  };

  return (
    <Box sx={{ height: 268 }}>
      <DataGrid
        rows={returns}
        columns={columns}
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
        hideFooter
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={() => setStatus('Received')}>Mark as received</MenuItem>
        <MenuItem onClick={() => setStatus('Refunded')}>Mark as refunded</MenuItem>
      </Menu>
    </Box>
  );
}
