import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Departure {
  id: number;
  time: string;
  destination: string;
  via: string;
  platform: number;
  operator: string;
}

const rows: Departure[] = [
  { id: 1, time: '07:42', destination: 'Brussels-Midi', via: 'Mechelen', platform: 4, operator: 'SNCB' },
  { id: 2, time: '07:48', destination: 'Amsterdam Centraal', via: 'Rotterdam', platform: 6, operator: 'NS' },
  { id: 3, time: '07:55', destination: 'Ghent-Sint-Pieters', via: 'Sint-Niklaas', platform: 2, operator: 'SNCB' },
  { id: 4, time: '08:03', destination: 'Paris-Nord', via: 'Brussels-Midi', platform: 21, operator: 'Eurostar' },
  { id: 5, time: '08:10', destination: 'Liège-Guillemins', via: 'Leuven', platform: 3, operator: 'SNCB' },
  { id: 6, time: '08:17', destination: 'Roosendaal', via: 'Essen', platform: 5, operator: 'NS' },
  { id: 7, time: '08:25', destination: 'Hasselt', via: 'Lier', platform: 1, operator: 'SNCB' },
  { id: 8, time: '08:31', destination: 'Breda', via: 'Noorderkempen', platform: 22, operator: 'NS' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 170 },
  { field: 'via', headerName: 'Via', width: 150 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'operator', headerName: 'Operator', width: 110 },
];

// The index counts the rows as displayed, so the stripes stay regular after a sort or a filter.
const stripe = (params: GridRowClassNameParams<Departure>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';

export default function StripedRows() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={stripe}
        sx={(theme) => ({
          [`& .${gridClasses.row}.row--odd`]: {
            backgroundColor: theme.palette.action.hover,
          },
        })}
      />
    </Box>
  );
}
