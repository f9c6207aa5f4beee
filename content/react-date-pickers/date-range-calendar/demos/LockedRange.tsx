import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// Once a sprint has started, its dates are locked.
const sprint: DateRange<Dayjs> = [dayjs('2025-02-10'), dayjs('2025-02-21')];

export default function LockedRange() {
  const [locked, setLocked] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 420, width: '100%' }}>
        <FormControlLabel
          sx={{ px: 2 }}
          control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
          label="Sprint started (dates locked)"
        />
        <DateRangeCalendar calendars={1} defaultValue={sprint} readOnly={locked} />
      </Box>
    </LocalizationProvider>
  );
}
