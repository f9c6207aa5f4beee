import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// A Berlin bakery's delivery planner, in German: the theme carries the
// component texts, the Day.js "de" locale the month and day names.
const withGerman = (outerTheme: Theme) => createTheme(outerTheme, deDE);

export default function ThemeTranslations() {
  return (
    <ThemeProvider theme={withGerman}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Box sx={{ height: 520, width: '100%' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-12-19')}
            slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
          />
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
