import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Project {
  id: number;
  project: string;
  // Months of the year, 1 to 12, both included.
  startMonth: number;
  endMonth: number;
}

const rows: Project[] = [
  { id: 1, project: 'Contactless ticketing', startMonth: 1, endMonth: 5 },
  { id: 2, project: 'Tram line 4 survey', startMonth: 3, endMonth: 8 },
  { id: 3, project: 'Night bus network', startMonth: 6, endMonth: 9 },
  { id: 4, project: 'Station accessibility audit', startMonth: 2, endMonth: 12 },
  { id: 5, project: 'Real-time arrivals API', startMonth: 9, endMonth: 11 },
];

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function TimelineBar({ row }: GridRenderCellParams<Project>) {
  const left = ((row.startMonth - 1) / 12) * 100;
  const width = ((row.endMonth - row.startMonth + 1) / 12) * 100;
  return (
    <Box
      role="img"
      aria-label={`${monthNames[row.startMonth - 1]} to ${monthNames[row.endMonth - 1]}`}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        // A faint line at each quarter boundary.
        backgroundImage:
          'repeating-linear-gradient(to right, transparent 0 calc(25% - 1px), rgba(128, 128, 128, 0.3) calc(25% - 1px) 25%)',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: '30%',
          bottom: '30%',
          left: `${left}%`,
          width: `${width}%`,
          borderRadius: 1,
          bgcolor: 'primary.main',
        }}
      />
    </Box>
  );
}

// The Q2 to Q4 columns only label the scale: the Q1 cell covers them in every row.
const scaleColumn = (field: string, headerName: string): GridColDef<Project> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 60,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
});

const columns: GridColDef<Project>[] = [
  { field: 'project', headerName: 'Project', width: 200 },
  {
    field: 'q1',
    headerName: 'Q1',
    flex: 1,
    minWidth: 60,
    colSpan: 4,
    // The spanning cell sorts and filters by start month.
    type: 'number',
    headerAlign: 'left',
    valueGetter: (_value, row) => row.startMonth,
    renderCell: (params) => <TimelineBar {...params} />,
    cellClassName: 'timeline-cell',
  },
  scaleColumn('q2', 'Q2'),
  scaleColumn('q3', 'Q3'),
  scaleColumn('q4', 'Q4'),
];

export default function RoadmapTimeline() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showColumnVerticalBorder
        sx={{ '& .timeline-cell': { px: 0 } }}
      />
    </Box>
  );
}
