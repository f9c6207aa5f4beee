import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// A header that moves by month or by a whole year, and never leaves the allowed range.
function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, minDate, maxDate, labelId, className } = props;

  const goTo = (months: number) => onMonthChange(currentMonth.add(months, 'month'));
  const canGoTo = (months: number) => {
    const target = currentMonth.add(months, 'month');
    return !target.isBefore(minDate, 'month') && !target.isAfter(maxDate, 'month');
  };

  return (
    <Stack className={className} direction="row" sx={{ alignItems: 'center', px: 1, py: 1 }}>
      <IconButton aria-label="Previous year" disabled={!canGoTo(-12)} onClick={() => goTo(-12)}>
        <KeyboardDoubleArrowLeftIcon />
      </IconButton>
      <IconButton aria-label="Previous month" disabled={!canGoTo(-1)} onClick={() => goTo(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography id={labelId} variant="subtitle1" sx={{ flexGrow: 1, textAlign: 'center' }}>
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <IconButton aria-label="Next month" disabled={!canGoTo(1)} onClick={() => goTo(1)}>
        <ChevronRightIcon />
      </IconButton>
      <IconButton aria-label="Next year" disabled={!canGoTo(12)} onClick={() => goTo(12)}>
        <KeyboardDoubleArrowRightIcon />
      </IconButton>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  const [issued, setIssued] = React.useState(dayjs('2021-06-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%', overflowX: 'auto' }}>
        <DateCalendar
          value={issued}
          onChange={(value) => value && setIssued(value)}
          views={['day']}
          minDate={dayjs('2016-01-01')}
          maxDate={dayjs('2025-12-31')}
          slots={{ calendarHeader: YearJumpHeader }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          Passport issued on {issued.format('MMMM D, YYYY')}; valid until{' '}
          {issued.add(10, 'year').subtract(1, 'day').format('MMMM D, YYYY')}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
