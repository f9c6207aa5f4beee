import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Station {
  id: number;
  code: string;
  name: string;
  district: string;
  bikes: number;
  docks: number;
}

const rows: Station[] = [
  { id: 1, code: 'N-014', name: 'Harbour Bridge North', district: 'Docklands', bikes: 12, docks: 8 },
  { id: 2, code: 'C-102', name: 'Central Library', district: 'Old Town', bikes: 3, docks: 21 },
  { id: 3, code: 'C-117', name: 'Market Square', district: 'Old Town', bikes: 0, docks: 24 },
  { id: 4, code: 'E-208', name: 'University Gate', district: 'Eastfield', bikes: 17, docks: 5 },
  { id: 5, code: 'W-033', name: 'Riverside Park', district: 'Westbank', bikes: 9, docks: 11 },
];

const columns: GridColDef<Station>[] = [
  // The station code stays the first column.
  { field: 'code', headerName: 'Code', width: 90, disableReorder: true },
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 180 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'bikes', headerName: 'Bikes', type: 'number', width: 90 },
  { field: 'docks', headerName: 'Free docks', type: 'number', width: 110 },
];

export default function DragColumnReorder() {
  const [reorderEnabled, setReorderEnabled] = React.useState(true);
  const [lastMove, setLastMove] = React.useState('none yet');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    setLastMove(`${name}, from index ${params.oldIndex} to index ${params.targetIndex}`);
  };

  return (
    <Box sx={{ height: 443, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 72, flexShrink: 0 }}>
        <FormControlLabel
          control={
            <Switch checked={reorderEnabled} onChange={(event) => setReorderEnabled(event.target.checked)} />
          }
          label="Reordering"
        />
        <Typography variant="body2">onColumnOrderChange: {lastMove}</Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={!reorderEnabled}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </Box>
    </Box>
  );
}
