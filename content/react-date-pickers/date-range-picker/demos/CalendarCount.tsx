import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A sabbatical that spans three months.
const sabbatical: DateRange<Dayjs> = [dayjs('2025-10-06'), dayjs('2025-12-19')];

export default function CalendarCount() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" id="calendar-count-label">
            Months shown
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
            aria-labelledby="calendar-count-label"
          >
            <ToggleButton value={1}>1</ToggleButton>
            <ToggleButton value={2}>2</ToggleButton>
            <ToggleButton value={3}>3</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <DateRangePicker
          label="Sabbatical"
          defaultValue={sabbatical}
          calendars={calendars}
          sx={{ width: '100%', maxWidth: 340 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
