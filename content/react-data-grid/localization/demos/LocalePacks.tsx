import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';

type LocaleName = keyof typeof locales;

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  checkIn: Date;
  breakfast: boolean;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Amara Okafor', room: '204 Double', nights: 3, checkIn: new Date(2025, 5, 12), breakfast: true },
  { id: 2, guest: 'Lukas Brandt', room: '118 Single', nights: 1, checkIn: new Date(2025, 5, 12), breakfast: false },
  { id: 3, guest: 'Sofía Martín', room: '305 Suite', nights: 5, checkIn: new Date(2025, 5, 13), breakfast: true },
  { id: 4, guest: 'Kenji Watanabe', room: '210 Double', nights: 2, checkIn: new Date(2025, 5, 14), breakfast: true },
  { id: 5, guest: 'Ingrid Holm', room: '122 Single', nights: 4, checkIn: new Date(2025, 5, 15), breakfast: false },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 130 },
  { field: 'breakfast', headerName: 'Breakfast', type: 'boolean', width: 110 },
];

// Every export of the locales module is a locale pack, so the list follows the package.
const localeNames = Object.keys(locales).sort() as LocaleName[];

export default function LocalePacks() {
  const [localeName, setLocaleName] = React.useState<LocaleName>('frFR');
  const localeText = locales[localeName].components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ height: 482, width: '100%', pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Locale pack"
        value={localeName}
        onChange={(event) => setLocaleName(event.target.value as LocaleName)}
        sx={{ width: 200 }}
      >
        {localeNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={bookings}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
