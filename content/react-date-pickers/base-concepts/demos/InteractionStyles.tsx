import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A clinic's patient intake: the same kind of value, three ways to enter it.
export default function InteractionStyles() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 640, width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Stack spacing={2} sx={{ width: { xs: '100%', md: 280 } }}>
            <Typography variant="overline">Field: type only</Typography>
            <DateField label="Date of birth" defaultValue={dayjs('1987-09-23')} />
            <Typography variant="overline">Picker: type or pick</Typography>
            <DatePicker label="Next visit" value={visit} onChange={setVisit} />
          </Stack>
          <Box>
            <Typography variant="overline">View: pick only, same value</Typography>
            <DateCalendar value={visit} onChange={setVisit} sx={{ m: 0 }} />
          </Box>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
