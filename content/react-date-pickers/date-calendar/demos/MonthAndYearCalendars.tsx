import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Annual reports exist from the 2019 fiscal year up to the current one.
const firstReport = dayjs('2019-01-01');
const lastReport = dayjs('2025-12-31');

export default function MonthAndYearCalendars() {
  const [report, setReport] = React.useState<Dayjs | null>(dayjs('2025-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <YearCalendar
            value={report}
            onChange={setReport}
            minDate={firstReport}
            maxDate={lastReport}
            sx={{ height: 'auto' }}
          />
          <MonthCalendar
            value={report}
            onChange={setReport}
            minDate={firstReport}
            maxDate={lastReport}
            monthsPerRow={4}
          />
        </Stack>
        <Typography variant="body2" sx={{ px: 2, mt: 2 }}>
          Sales report: {report ? report.format('MMMM YYYY') : 'none'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
