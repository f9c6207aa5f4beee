import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  tempC: number;
  humidity: number;
  windKmh: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Kirkwall Airport', tempC: 7.4, humidity: 88, windKmh: 41 },
  { id: 2, station: 'Valentia Observatory', tempC: 11.2, humidity: 79, windKmh: 26 },
  { id: 3, station: 'Brest-Guipavas', tempC: 10.6, humidity: 84, windKmh: 30 },
  { id: 4, station: 'De Bilt', tempC: 8.9, humidity: 76, windKmh: 14 },
  { id: 5, station: 'Tromsø Langnes', tempC: -1.8, humidity: 71, windKmh: 22 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170, description: 'Synoptic weather station' },
  { field: 'tempC', headerName: 'Temp (°C)', type: 'number', width: 120, description: 'Air temperature at 2 m, hourly mean' },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140, description: 'Relative humidity at 2 m' },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 130, description: '10-minute mean wind speed at 10 m' },
];

// A menu of its own: the column's description on top, then the default sort and
// filter items, and no hide or manage items.
function DescribedColumnMenu(props: GridColumnMenuProps) {
  const { colDef, hideMenu } = props;
  return (
    <GridColumnMenuContainer {...props}>
      <ListSubheader disableSticky sx={{ maxWidth: 248, lineHeight: 1.5, py: 1 }}>
        {colDef.description ?? colDef.headerName}
      </ListSubheader>
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <Divider />
      <GridColumnMenuFilterItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

export default function CustomColumnMenu() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: DescribedColumnMenu }} />
    </Box>
  );
}
