import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  lengthKm: number;
  dogsAllowed: boolean;
  loop: boolean;
}

const trails: Trail[] = [
  { id: 1, name: 'Pine Ridge Circuit', lengthKm: 11.4, dogsAllowed: true, loop: true },
  { id: 2, name: 'Falcon Gorge', lengthKm: 7.8, dogsAllowed: false, loop: false },
  { id: 3, name: 'Lakeshore Path', lengthKm: 4.2, dogsAllowed: true, loop: false },
  { id: 4, name: 'Summit Traverse', lengthKm: 16.9, dogsAllowed: false, loop: true },
];

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'lengthKm', headerName: 'Length', type: 'number', width: 140, valueFormatter: (value: number) => `${value} km` },
  { field: 'dogsAllowed', headerName: 'Dogs', type: 'boolean', width: 90 },
  { field: 'loop', headerName: 'Loop', type: 'boolean', width: 90 },
];

// Icons are slots too: each key replaces one icon wherever the grid draws it.
const iconSlots = {
  columnSortedAscendingIcon: ExpandLessIcon,
  columnSortedDescendingIcon: ExpandMoreIcon,
  columnMenuIcon: MoreHorizIcon,
  columnFilteredIcon: FilterAltOutlinedIcon,
  booleanCellTrueIcon: CheckCircleIcon,
  booleanCellFalseIcon: RemoveCircleOutlineIcon,
};

export default function CustomIcons() {
  return (
    <Box sx={{ height: 268 }}>
      <DataGrid
        rows={trails}
        columns={columns}
        slots={iconSlots}
        initialState={{
          sorting: { sortModel: [{ field: 'lengthKm', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'lengthKm', operator: '>', value: 3 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
