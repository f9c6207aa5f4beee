import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A business trip: each picker edits a different shape of value.
const show = (date: Dayjs | null, format: string) =>
  date && date.isValid() ? date.format(format) : 'empty';

const fullWidth = { textField: { fullWidth: true } };

export default function ValueShapes() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-08'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-09-08T07:45'));
  const [flight, setFlight] = React.useState<Dayjs | null>(dayjs('2025-09-08T10:20'));
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-08'),
    dayjs('2025-09-11'),
  ]);

  const rows = [
    { label: 'Conference day', editor: <DatePicker label="Conference day" value={day} onChange={setDay} slotProps={fullWidth} />, text: show(day, 'YYYY-MM-DD') },
    { label: 'Taxi pickup', editor: <TimePicker label="Taxi pickup" value={time} onChange={setTime} slotProps={fullWidth} />, text: show(time, 'HH:mm') },
    { label: 'Flight departure', editor: <DateTimePicker label="Flight departure" value={flight} onChange={setFlight} slotProps={fullWidth} />, text: show(flight, 'YYYY-MM-DD HH:mm') },
    { label: 'Hotel stay', editor: <DateRangePicker label="Hotel stay" value={stay} onChange={setStay} slotProps={fullWidth} />, text: `[${show(stay[0], 'YYYY-MM-DD')}, ${show(stay[1], 'YYYY-MM-DD')}]` },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 420, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 560, pt: 1 }}>
          {rows.map((row) => (
            <Stack key={row.label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ width: { xs: '100%', sm: 300 }, flexShrink: 0 }}>{row.editor}</Box>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {row.text}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
