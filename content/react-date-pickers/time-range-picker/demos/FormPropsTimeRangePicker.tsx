import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

// A volunteer form: the briefing is set by the organisers, the parking
// slot only applies to volunteers who drive.
export default function FormPropsTimeRangePicker() {
  const [submitted, setSubmitted] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Array.from(new FormData(event.currentTarget).entries());
    setSubmitted(entries.map(([key, value]) => `${key} = ${String(value)}`).join('; ') || 'no fields');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} sx={{ height: 260, width: '100%', maxWidth: 360 }}>
        <Stack spacing={2}>
          <TimeRangePicker
            label="Briefing (read-only)"
            name="briefing"
            readOnly
            defaultValue={[dayjs('2025-09-20T07:30'), dayjs('2025-09-20T08:00')]}
          />
          <TimeRangePicker
            label="Parking slot (disabled)"
            name="parking"
            disabled
            defaultValue={[dayjs('2025-09-20T07:00'), dayjs('2025-09-20T19:00')]}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Read the form data
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
