import * as React from 'react';
import Box from '@mui/material/Box';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
  // Shown in the box that follows the pointer during a drag.
  __reorder__: string;
}

const tracks = [
  { id: 1, title: 'Harbour Lights', artist: 'The Low Tides', length: '3:42' },
  { id: 2, title: 'Paper Satellites', artist: 'Mira Okafor', length: '4:05' },
  { id: 3, title: 'Night Bus to Lisbon', artist: 'Calçada', length: '5:18' },
  { id: 4, title: 'Small Hours', artist: 'Jonah Whitfield', length: '2:57' },
  { id: 5, title: 'Copper Field', artist: 'The Low Tides', length: '3:31' },
];

const initialPlaylist: Track[] = tracks.map((track) => ({
  ...track,
  __reorder__: `${track.title} (${track.artist})`,
}));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'length', headerName: 'Length', width: 90, align: 'right', headerAlign: 'right' },
];

export default function PlaylistDragLabel() {
  const [playlist, setPlaylist] = React.useState(initialPlaylist);

  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setPlaylist((previous) => {
      const next = [...previous];
      next.splice(targetIndex, 0, ...next.splice(oldIndex, 1));
      return next;
    });
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={playlist}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        slots={{ rowReorderIcon: DragHandleIcon }}
        hideFooter
      />
    </Box>
  );
}
