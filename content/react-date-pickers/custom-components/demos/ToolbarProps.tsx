import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 500, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          orientation="portrait"
          localeText={{ toolbarTitle: 'Boiler inspection' }}
          slotProps={{
            toolbar: {
              hidden: false,
              toolbarFormat: 'ddd, MMM D',
              toolbarPlaceholder: 'No day yet',
            },
            actionBar: { actions: ['clear'] },
          }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
