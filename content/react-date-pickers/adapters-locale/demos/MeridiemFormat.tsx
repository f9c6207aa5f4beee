import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const opening = dayjs('2025-05-14T19:30');

export default function MeridiemFormat() {
  return (
    <Box
      sx={{
        height: 220,
        width: '100%',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 220px))' },
        alignContent: 'start',
      }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="en: from the locale" defaultValue={opening} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimePicker label="de: from the locale" defaultValue={opening} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="en with ampm={false}" defaultValue={opening} ampm={false} />
      </LocalizationProvider>
    </Box>
  );
}
