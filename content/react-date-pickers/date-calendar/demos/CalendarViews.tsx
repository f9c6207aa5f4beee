import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import type { DateView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A billing period is a month: the calendar offers no day view.
const views: DateView[] = ['year', 'month'];

export default function CalendarViews() {
  const [period, setPeriod] = React.useState<Dayjs | null>(null);
  const [view, setView] = React.useState<DateView>('month');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 392, width: '100%' }}>
        <DateCalendar
          views={views}
          openTo="month"
          value={period}
          onChange={setPeriod}
          onViewChange={setView}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          View: {view}. Billing period: {period ? period.format('MMMM YYYY') : 'none yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
