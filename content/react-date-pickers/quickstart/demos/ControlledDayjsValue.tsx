import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const subscriptionStart = dayjs('2025-04-01');

function describe(end: Dayjs | null): string {
  if (end === null) {
    return 'No end date: the subscription renews forever.';
  }
  if (!end.isValid()) {
    return 'This date does not exist in the calendar.';
  }
  const days = end.diff(subscriptionStart, 'day');
  return `Ends on ${end.format('dddd, MMMM D, YYYY')}, ${days} days after it started.`;
}

export default function ControlledDayjsValue() {
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <DatePicker label="Subscription end" value={end} onChange={setEnd} />
        <Typography sx={{ mt: 2 }}>{describe(end)}</Typography>
      </Box>
    </LocalizationProvider>
  );
}
