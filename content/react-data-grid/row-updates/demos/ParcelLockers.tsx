import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Parcel {
  id: number;
  locker: string;
  recipient: string;
  carrier: string;
  status: 'Waiting' | 'Collected';
}

const initialRows: Parcel[] = [
  { id: 1, locker: 'A-03', recipient: 'Sofia Brandt', carrier: 'DHL', status: 'Waiting' },
  { id: 2, locker: 'A-07', recipient: 'Rahul Mehta', carrier: 'PostNL', status: 'Collected' },
  { id: 3, locker: 'B-01', recipient: 'Chloé Girard', carrier: 'UPS', status: 'Waiting' },
];

// Parcels that arrive later, one per click on "Register parcel".
const arrivals: Omit<Parcel, 'id' | 'status'>[] = [
  { locker: 'B-04', recipient: 'Jonas Weber', carrier: 'GLS' },
  { locker: 'C-02', recipient: 'Aisha Bello', carrier: 'DHL' },
  { locker: 'C-05', recipient: 'Marco Rossi', carrier: 'DPD' },
];

export default function ParcelLockers() {
  const apiRef = useGridApiRef();
  const [arrived, setArrived] = React.useState(0);

  const registerParcel = () => {
    // Adding: the id is not in the grid yet.
    apiRef.current?.updateRows([{ id: 100 + arrived, ...arrivals[arrived], status: 'Waiting' }]);
    setArrived((count) => count + 1);
  };

  const columns = React.useMemo<GridColDef<Parcel>[]>(() => {
    // Updating: only the id and the changed properties.
    const collect = (id: GridRowId) => apiRef.current?.updateRows([{ id, status: 'Collected' }]);
    // Deleting: the id and `_action: 'delete'`.
    const remove = (id: GridRowId) => apiRef.current?.updateRows([{ id, _action: 'delete' }]);

    return [
      { field: 'locker', headerName: 'Locker', width: 90 },
      { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
      { field: 'carrier', headerName: 'Carrier', width: 100 },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="collect"
            icon={<TaskAltIcon />}
            label={`Mark the parcel for ${row.recipient} as collected`}
            disabled={row.status === 'Collected'}
            onClick={() => collect(id)}
          />,
          <GridActionsCellItem
            key="remove"
            icon={<DeleteOutlineIcon />}
            label={`Remove the parcel for ${row.recipient}`}
            onClick={() => remove(id)}
          />,
        ],
      },
    ];
  }, [apiRef]);

  return (
    <Box sx={{ height: 410, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          disabled={arrived === arrivals.length}
          onClick={registerParcel}
        >
          Register parcel
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
