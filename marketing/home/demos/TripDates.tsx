import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function summary(checkIn: Dayjs | null, checkOut: Dayjs | null, arrival: Dayjs | null): string {
  if (!checkIn?.isValid() || !checkOut?.isValid()) return 'Pick both dates to see the length of the stay.';
  const nights = checkOut.diff(checkIn, 'day');
  if (nights < 1) return 'Check-out must come after check-in.';
  const time = arrival?.isValid() ? ` at ${arrival.format('h:mm A')}` : '';
  return `${nights} ${nights === 1 ? 'night' : 'nights'}, arriving ${checkIn.format('dddd, MMMM D')}${time}.`;
}

export default function TripDates() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-06-12'));
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(dayjs('2025-06-15'));
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2025-06-12T15:30'));
  // A stay lasts at least one night, so check-out starts the day after check-in.
  const earliest = checkIn?.add(1, 'day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 300 }}>
        <DatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
        <DatePicker label="Check-out" value={checkOut} onChange={setCheckOut} minDate={earliest} />
        <TimePicker label="Arrival" value={arrival} onChange={setArrival} />
        <Typography>{summary(checkIn, checkOut, arrival)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
