import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, type DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Nights of the city's jazz festival, when room rates double.
const peakNights = new Set(['2025-07-10', '2025-07-11', '2025-07-12', '2025-07-13']);

function PeakDay(props: DateRangePickerDayProps) {
  const isPeak = !props.outsideCurrentMonth && peakNights.has(props.day.format('YYYY-MM-DD'));
  return (
    <DateRangePickerDay
      {...props}
      title={isPeak ? 'Festival night: higher rate' : undefined}
      sx={
        isPeak
          ? {
              position: 'relative',
              '&::after': {
                content: '""',
                position: 'absolute',
                bottom: 4,
                left: 'calc(50% - 3px)',
                width: 6,
                height: 6,
                borderRadius: '50%',
                bgcolor: 'warning.main',
              },
            }
          : undefined
      }
    />
  );
}

export default function PeakNightsDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 410, width: '100%' }}>
        <DateRangeCalendar calendars={1} referenceDate={dayjs('2025-07-01')} slots={{ day: PeakDay }} />
        <Typography variant="body2" sx={{ px: 2 }}>
          An orange dot marks a festival night.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
