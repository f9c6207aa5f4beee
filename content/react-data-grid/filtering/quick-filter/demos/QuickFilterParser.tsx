import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

interface Sailing {
  id: number;
  vessel: string;
  from: string;
  to: string;
  departs: string;
}

const rows: Sailing[] = [
  { id: 1, vessel: 'MSC Aurora', from: 'Rio de Janeiro', to: 'Cape Town', departs: '3 June' },
  { id: 2, vessel: 'Maersk Elba', from: 'Hamburg', to: 'New York', departs: '4 June' },
  { id: 3, vessel: 'CMA CGM Tage', from: 'Le Havre', to: 'Rio de Janeiro', departs: '6 June' },
  { id: 4, vessel: 'Evergreen Lily', from: 'New Orleans', to: 'Hamburg', departs: '7 June' },
  { id: 5, vessel: 'Hapag Ostsee', from: 'York Harbour', to: 'Le Havre', departs: '9 June' },
  { id: 6, vessel: 'ONE Harmony', from: 'Cape Town', to: 'Santos', departs: '11 June' },
];

const columns: GridColDef<Sailing>[] = [
  { field: 'vessel', headerName: 'Vessel', flex: 1, minWidth: 150 },
  { field: 'from', headerName: 'From', width: 150 },
  { field: 'to', headerName: 'To', width: 150 },
  { field: 'departs', headerName: 'Departs', width: 100 },
];

// Commas separate the values, so that a port name keeps its spaces.
const parseSearch = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

// The inverse of the parser: how the field shows values set from the model.
const formatSearch = (values: string[]) => values.join(', ');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 474, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: { quickFilterParser: parseSearch, quickFilterFormatter: formatSearch },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Rio de Janeiro', 'Cape Town'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
