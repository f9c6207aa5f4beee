import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// SIMULATED: no request leaves the browser. In your app, this is where you would send the
// value to your API, for example with fetch('/api/bookings/123', { method: 'PATCH', ... }).
function simulateSave(day: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(day), 400);
  });
}

export default function DebouncedSave() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-06-03'));
  const [status, setStatus] = React.useState('Nothing saved yet.');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSaved = React.useRef<string | null>('2025-06-03');

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleSave = (value: Dayjs | null) => {
    clearTimeout(timer.current);
    if (value === null) {
      setStatus('Empty date: not saved.');
      return;
    }
    const day = value.format('YYYY-MM-DD');
    if (day === lastSaved.current) {
      setStatus(`${day} is already saved.`);
      return;
    }
    setStatus(`Waiting 800 ms before saving ${day}…`);
    // Each new commit within 800 ms replaces the pending save.
    timer.current = setTimeout(async () => {
      setStatus(`Saving ${day} (simulated)…`);
      const saved = await simulateSave(day);
      lastSaved.current = saved;
      setStatus(`Simulated save of ${saved} done at ${dayjs().format('HH:mm:ss')}.`);
    }, 800);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 360 }}>
        <DatePicker
          label="Furniture delivery"
          value={delivery}
          onChange={setDelivery}
          onAccept={(value, context) => {
            if (context.validationError === null) {
              scheduleSave(value);
            }
          }}
          slotProps={{ textField: { fullWidth: true } }}
        />
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {status}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
