import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// A ski school books lessons from November to April.
const isOffSeason = (month: Dayjs) => month.month() >= 4 && month.month() <= 9;

export default function MonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%', overflowX: 'auto' }}>
        <MonthCalendar
          defaultValue={dayjs('2025-02-01')}
          shouldDisableMonth={isOffSeason}
          monthsPerRow={4}
          slotProps={{
            monthButton: ({ isMonthSelected, isMonthDisabled }) => ({
              title: isMonthDisabled ? 'No lessons this month' : undefined,
              sx: {
                fontWeight: isMonthSelected ? 700 : 400,
                color: isMonthDisabled ? 'text.disabled' : 'info.main',
              },
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
