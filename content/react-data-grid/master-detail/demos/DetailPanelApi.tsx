import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Room {
  id: number;
  floor: number;
  status: 'Occupied' | 'To clean' | 'Ready';
  guest: string;
  log: string[];
}

const rows: Room[] = [
  { id: 101, floor: 1, status: 'To clean', guest: '', log: ['11:05 Checked out', '11:20 Linen requested from laundry'] },
  { id: 102, floor: 1, status: 'Occupied', guest: 'Ms. Haruto', log: ['Do not disturb until 14:00'] },
  { id: 103, floor: 1, status: 'Ready', guest: '', log: [] },
  { id: 201, floor: 2, status: 'To clean', guest: '', log: ['10:40 Checked out', 'Minibar to restock'] },
  { id: 202, floor: 2, status: 'Occupied', guest: 'Mr. Gagnon', log: ['Extra pillows delivered at 09:15'] },
];

const columns: GridColDef<Room>[] = [
  { field: 'id', headerName: 'Room', width: 90 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
];

// Rooms without log entries have no panel: toggleDetailPanel() leaves them closed.
const getDetailPanelContent = ({ row }: GridRowParams<Room>) =>
  row.log.length > 0 ? (
    <Typography variant="body2" sx={{ py: 1.5, px: 7 }}>
      {row.log.join(' · ')}
    </Typography>
  ) : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function DetailPanelApi() {
  const apiRef = useGridApiRef();
  const [roomId, setRoomId] = React.useState(101);
  const [report, setReport] = React.useState('');

  const readOpenPanels = () => {
    const ids = apiRef.current?.getExpandedDetailPanels() ?? new Set();
    setReport(`getExpandedDetailPanels(): ${ids.size > 0 ? [...ids].join(', ') : 'none'}`);
  };

  return (
    <Box sx={{ height: 493, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Room"
          value={roomId}
          onChange={(event) => setRoomId(Number(event.target.value))}
          sx={{ width: 100 }}
        >
          {rows.map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {room.id}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.toggleDetailPanel(roomId)}>
          Toggle
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setExpandedDetailPanels(
              new Set(rows.filter((room) => room.status === 'To clean').map((room) => room.id)),
            )
          }
        >
          Open rooms to clean
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>
          Close all
        </Button>
        <Button size="small" onClick={readOpenPanels}>
          Read
        </Button>
      </Stack>
      <Typography variant="caption" sx={{ fontFamily: 'monospace', minHeight: 20 }}>
        {report}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
        />
      </Box>
    </Box>
  );
}
