import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type ToggleAllMode = 'all' | 'filteredOnly';

interface ServerStats {
  id: number;
  host: string;
  cpuAvg: number;
  cpuPeak: number;
  memoryAvg: number;
  memoryPeak: number;
  diskRead: number;
  diskWrite: number;
}

const rows: ServerStats[] = [
  { id: 1, host: 'web-01', cpuAvg: 34, cpuPeak: 88, memoryAvg: 61, memoryPeak: 79, diskRead: 12, diskWrite: 4 },
  { id: 2, host: 'web-02', cpuAvg: 29, cpuPeak: 71, memoryAvg: 58, memoryPeak: 74, diskRead: 10, diskWrite: 3 },
  { id: 3, host: 'db-primary', cpuAvg: 47, cpuPeak: 93, memoryAvg: 82, memoryPeak: 95, diskRead: 180, diskWrite: 96 },
  { id: 4, host: 'db-replica', cpuAvg: 22, cpuPeak: 64, memoryAvg: 77, memoryPeak: 90, diskRead: 140, diskWrite: 88 },
  { id: 5, host: 'queue-worker', cpuAvg: 51, cpuPeak: 99, memoryAvg: 43, memoryPeak: 67, diskRead: 6, diskWrite: 21 },
];

const percent = (value: number) => `${value} %`;
const throughput = (value: number) => `${value} MB/s`;

const columns: GridColDef<ServerStats>[] = [
  // The host name identifies the row, so "Show/Hide All" never hides it.
  { field: 'host', headerName: 'Host', flex: 1, minWidth: 130, hideable: false },
  { field: 'cpuAvg', headerName: 'CPU avg', type: 'number', width: 100, valueFormatter: percent },
  { field: 'cpuPeak', headerName: 'CPU peak', type: 'number', width: 100, valueFormatter: percent },
  { field: 'memoryAvg', headerName: 'Memory avg', type: 'number', width: 115, valueFormatter: percent },
  { field: 'memoryPeak', headerName: 'Memory peak', type: 'number', width: 120, valueFormatter: percent },
  { field: 'diskRead', headerName: 'Disk read', type: 'number', width: 105, valueFormatter: throughput },
  { field: 'diskWrite', headerName: 'Disk write', type: 'number', width: 105, valueFormatter: throughput },
];

export default function ToggleAllMode() {
  const [toggleAllMode, setToggleAllMode] = React.useState<ToggleAllMode>('filteredOnly');

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span">
          toggleAllMode
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={toggleAllMode}
          onChange={(_event, value: ToggleAllMode | null) => value && setToggleAllMode(value)}
          aria-label="toggleAllMode"
        >
          <ToggleButton value="all" sx={{ textTransform: 'none' }}>
            all
          </ToggleButton>
          <ToggleButton value="filteredOnly" sx={{ textTransform: 'none' }}>
            filteredOnly
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} showToolbar slotProps={{ columnsManagement: { toggleAllMode } }} />
      </Box>
    </Box>
  );
}
