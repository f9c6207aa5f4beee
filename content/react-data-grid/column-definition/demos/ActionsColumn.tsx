import * as React from 'react';
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  items: number;
  shipped: boolean;
}

const initialRows: Order[] = [
  { id: 5021, customer: 'Olusegun Adeyemi', items: 3, shipped: false },
  { id: 5022, customer: 'Marta Kowalska', items: 1, shipped: true },
  { id: 5023, customer: 'Tran Minh Chau', items: 5, shipped: false },
  { id: 5024, customer: 'Gabriel Fontaine', items: 2, shipped: false },
  { id: 5025, customer: 'Leilani Kahale', items: 4, shipped: true },
];

export default function ActionsColumn() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Order>[]>(() => {
    const ship = (id: GridRowId) => {
      setRows((previous) => previous.map((order) => (order.id === id ? { ...order, shipped: true } : order)));
    };
    const remove = (id: GridRowId) => {
      setRows((previous) => previous.filter((order) => order.id !== id));
    };
    const duplicate = (order: Order) => {
      setRows((previous) => {
        const nextId = Math.max(...previous.map((row) => row.id)) + 1;
        return [...previous, { ...order, id: nextId, shipped: false }];
      });
    };

    return [
      { field: 'id', headerName: 'Order', width: 90 },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
      { field: 'items', headerName: 'Items', type: 'number', width: 90 },
      { field: 'shipped', headerName: 'Shipped', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 120,
        getActions: (params) => [
          <GridActionsCellItem
            key="ship"
            icon={<LocalShippingIcon />}
            label="Mark as shipped"
            disabled={params.row.shipped}
            onClick={() => ship(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate order"
            showInMenu
            onClick={() => duplicate(params.row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label="Delete order"
            showInMenu
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
