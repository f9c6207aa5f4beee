import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AirOutlined from '@mui/icons-material/AirOutlined';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import UmbrellaOutlined from '@mui/icons-material/UmbrellaOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  wind: number;
  rainfall: number;
  humidity: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Bergen Florida', temperature: 9.4, wind: 22, rainfall: 14.2, humidity: 91 },
  { id: 2, station: 'Malin Head', temperature: 12.1, wind: 31, rainfall: 6.8, humidity: 87 },
  { id: 3, station: 'Zugspitze', temperature: -6.3, wind: 58, rainfall: 2.1, humidity: 78 },
  { id: 4, station: 'Seville Airport', temperature: 24.7, wind: 12, rainfall: 0, humidity: 41 },
  { id: 5, station: 'Reykjavik', temperature: 4.2, wind: 37, rainfall: 3.5, humidity: 82 },
];

// Returns a header renderer: an icon, then the header name above its unit.
function headerWithUnit(Icon: React.ComponentType<SvgIconProps>, unit: string) {
  return function renderHeader({ colDef }: GridColumnHeaderParams<Reading>) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Icon fontSize="small" color="primary" />
        <Box sx={{ lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {colDef.headerName}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {unit}
          </Typography>
        </Box>
      </Box>
    );
  };
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 190,
    renderHeader: headerWithUnit(ThermostatOutlined, '°C'),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    type: 'number',
    width: 140,
    renderHeader: headerWithUnit(AirOutlined, 'km/h'),
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 165,
    renderHeader: headerWithUnit(UmbrellaOutlined, 'mm in 24 h'),
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 160,
    renderHeader: headerWithUnit(WaterDropOutlined, '%'),
  },
];

export default function CustomHeaderRenderer() {
  return (
    <Box sx={{ height: 387, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={72} />
    </Box>
  );
}
