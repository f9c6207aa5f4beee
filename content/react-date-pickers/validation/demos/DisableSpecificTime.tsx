import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView, TimeValidationError } from '@mui/x-date-pickers/models';

// The lab takes no samples during its 1 PM hour, nor in the last 15 minutes of any hour,
// when the couriers collect; slots start every 5 minutes.
const isBlocked = (time: Dayjs, view: TimeView) =>
  (view === 'hours' && time.hour() === 13) || (view === 'minutes' && time.minute() >= 45);

export default function DisableSpecificTime() {
  const [sample, setSample] = React.useState<Dayjs | null>(dayjs('2025-05-14T13:20'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <TimePicker
          label="Blood sample"
          value={sample}
          onChange={setSample}
          shouldDisableTime={isBlocked}
          minutesStep={5}
          onError={setError}
          slotProps={{ textField: { helperText: 'Not 1 PM, not :45 to :59, every 5 minutes', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
