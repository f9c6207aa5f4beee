import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The clinic sees patients from 8:00 to 17:30, with a lunch break from 12:00 to 13:00.
const opens = dayjs('2025-05-14T08:00');
const closes = dayjs('2025-05-14T17:30');

function isLunchHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 12;
}

function helperText(error: TimeValidationError, value: Dayjs | null): string {
  switch (error) {
    case 'minTime':
      return 'The clinic opens at 8:00 AM.';
    case 'maxTime':
      return 'The last appointment starts at 5:30 PM.';
    case 'shouldDisableTime-hours':
      return 'The clinic is closed for lunch between noon and 1:00 PM.';
    case 'minutesStep':
      return 'Appointments start every quarter of an hour.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return value ? `Appointment booked at ${value.format('h:mm A')}.` : 'Choose a time.';
  }
}

export default function ClinicHoursValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [appointment, setAppointment] = React.useState<Dayjs | null>(
    dayjs('2025-05-14T07:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <TimePicker
          label="Appointment"
          value={appointment}
          onChange={setAppointment}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={isLunchHour}
          onError={setError}
          slotProps={{ textField: { helperText: helperText(error, appointment) } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
