import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: string;
  channelOne: string | null;
  channelTwo: string | null;
  kids: string | null;
  // The programme is shown on all three channels at once.
  simulcast?: boolean;
}

// A programme longer than 30 minutes repeats its title in each of its slots.
const rows: Slot[] = [
  { id: '18:00', channelOne: 'Quiz: Brain Trust', channelTwo: 'Film: The Long Harbour', kids: 'Cartoon hour' },
  { id: '18:30', channelOne: 'Local weather', channelTwo: 'Film: The Long Harbour', kids: 'Cartoon hour' },
  { id: '19:00', channelOne: 'Evening news', channelTwo: null, kids: null, simulcast: true },
  { id: '19:30', channelOne: 'Gardeners’ question time', channelTwo: 'Live football: semi-final', kids: 'Science club' },
  { id: '20:00', channelOne: 'Documentary: Ice roads', channelTwo: 'Live football: semi-final', kids: 'Bedtime stories' },
  { id: '20:30', channelOne: 'Documentary: Ice roads', channelTwo: 'Live football: semi-final', kids: 'Bedtime stories' },
  { id: '21:00', channelOne: 'Late news', channelTwo: null, kids: null, simulcast: true },
];

const channelColumn = (field: 'channelOne' | 'channelTwo' | 'kids', headerName: string): GridColDef<Slot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 180,
  sortable: false,
});

const columns: GridColDef<Slot>[] = [
  { field: 'id', headerName: 'Time', width: 80, sortable: false },
  // Column spanning: a simulcast covers the three channel columns of its row.
  { ...channelColumn('channelOne', 'Channel One'), colSpan: (_value, row) => (row.simulcast ? 3 : 1) },
  channelColumn('channelTwo', 'Channel Two'),
  channelColumn('kids', 'Kids'),
];

export default function BroadcastSchedule() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnFilter
        getRowClassName={({ row }) => (row.simulcast ? 'simulcast' : '')}
        sx={{ '& .simulcast': { bgcolor: 'action.hover', fontWeight: 500 } }}
      />
    </Box>
  );
}
