import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Vintages of a small vineyard, most recent first. The 2021 harvest was lost to hail.
export default function YearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 290, width: '100%', overflowX: 'auto' }}>
        <YearCalendar
          defaultValue={dayjs('2019-01-01')}
          minDate={dayjs('2012-01-01')}
          maxDate={dayjs('2024-12-31')}
          yearsOrder="desc"
          shouldDisableYear={(year) => year.year() === 2021}
          slotProps={{
            yearButton: ({ isYearSelected, isYearDisabled }) => ({
              sx: {
                borderRadius: 1,
                border: 1,
                borderColor: isYearSelected ? '#7b1d3a' : 'divider',
                textDecoration: isYearDisabled ? 'line-through' : 'none',
                '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus': {
                  bgcolor: '#7b1d3a',
                  color: '#fff',
                },
              },
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
