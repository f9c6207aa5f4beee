import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  h06: number;
  h09: number;
  h12: number;
  h15: number;
  h18: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Harbour', h06: 11.2, h09: 13.8, h12: 17.5, h15: 18.1, h18: 15.0 },
  { id: 2, station: 'Old town', h06: 12.0, h09: 15.1, h12: 19.4, h15: 20.2, h18: 16.7 },
  { id: 3, station: 'Airport', h06: 9.6, h09: 12.9, h12: 16.8, h15: 17.9, h18: 14.1 },
  { id: 4, station: 'Hill park', h06: 8.9, h09: 11.7, h12: 15.2, h15: 16.0, h18: 13.3 },
  { id: 5, station: 'University', h06: 11.5, h09: 14.6, h12: 18.8, h15: 19.5, h18: 16.2 },
];

const hour = (field: keyof Reading, headerName: string): GridColDef<Reading> => ({
  field,
  headerName,
  type: 'number',
  width: 90,
  valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
});

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  hour('h06', '06:00'),
  hour('h09', '09:00'),
  hour('h12', '12:00'),
  hour('h15', '15:00'),
  hour('h18', '18:00'),
];

// A spreadsheet-like frame: the grid marks the cells on each edge of a range.
// `.cell` in each selector outweighs the grid's own cell borders.
const edge = (theme: Theme) => `2px solid ${theme.palette.primary.main}`;

export default function CustomRangeStyles() {
  return (
    <Box
      sx={(theme) => ({
        height: 374,
        width: '100%',
        [`& .${gridClasses.cell}.Mui-selected`]: { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeTop']}`]: { borderTop: edge(theme) },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge(theme) },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge(theme) },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeRight']}`]: { borderRight: edge(theme) },
      })}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        rowSelection={false}
        initialState={{ cellSelection: { 2: { h12: true, h15: true }, 5: { h12: true, h15: true } } }}
        hideFooter
      />
    </Box>
  );
}
