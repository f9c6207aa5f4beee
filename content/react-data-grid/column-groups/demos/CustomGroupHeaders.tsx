import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Runner {
  id: number;
  bib: number;
  name: string;
  km12: string;
  km27: string;
  km41: string;
  finish: string;
  rank: number;
}

const rows: Runner[] = [
  { id: 1, bib: 214, name: 'Maren Solberg', km12: '1:02:40', km27: '2:31:05', km41: '3:58:12', finish: '4:49:37', rank: 1 },
  { id: 2, bib: 88, name: 'Tadeo Ferrer', km12: '0:59:58', km27: '2:29:44', km41: '4:01:50', finish: '4:55:03', rank: 2 },
  { id: 3, bib: 301, name: 'Aiko Nakamura', km12: '1:05:11', km27: '2:38:29', km41: '4:09:33', finish: '5:02:48', rank: 3 },
  { id: 4, bib: 17, name: 'Lukas Brenner', km12: '1:04:02', km27: '2:41:16', km41: '4:17:05', finish: '5:14:20', rank: 4 },
  { id: 5, bib: 156, name: 'Siobhán Keane', km12: '1:08:37', km27: '2:47:52', km41: '4:24:41', finish: '5:21:09', rank: 5 },
];

const columns: GridColDef<Runner>[] = [
  { field: 'bib', headerName: 'Bib', type: 'number', width: 70 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'km12', headerName: 'Km 12', width: 100 },
  { field: 'km27', headerName: 'Km 27', width: 100 },
  { field: 'km41', headerName: 'Km 41', width: 100 },
  { field: 'finish', headerName: 'Time', width: 100 },
  { field: 'rank', headerName: 'Rank', type: 'number', width: 80 },
];

// A custom header replaces the default title, and with it the tooltip built from `description`.
function ResultHeader({ headerName }: GridColumnGroupHeaderParams) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <EmojiEventsOutlinedIcon fontSize="small" color="warning" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {headerName}
      </Typography>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'splits',
    headerName: 'Aid station splits',
    description: 'Elapsed race time when the runner checked in at each aid station',
    headerAlign: 'center',
    headerClassName: 'race-group-splits',
    children: [{ field: 'km12' }, { field: 'km27' }, { field: 'km41' }],
  },
  {
    groupId: 'result',
    headerName: 'Result',
    headerClassName: 'race-group-result',
    renderHeaderGroup: (params) => <ResultHeader {...params} />,
    children: [{ field: 'finish' }, { field: 'rank' }],
  },
];

export default function CustomGroupHeaders() {
  return (
    <Box sx={{ height: 427, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        sx={(theme) => ({
          '& .race-group-splits': {
            backgroundColor: alpha(theme.palette.info.main, 0.12),
          },
          '& .race-group-result': {
            backgroundColor: alpha(theme.palette.warning.main, 0.12),
          },
        })}
      />
    </Box>
  );
}
