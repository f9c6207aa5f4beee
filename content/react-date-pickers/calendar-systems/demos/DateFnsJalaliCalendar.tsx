import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { format } from 'date-fns-jalali/format';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR as pickersFaIR } from '@mui/x-date-pickers/locales';

const rtlCache = createCache({ key: 'jalali-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// Persian short weekday names start with a digit ("1ش"): show the one-letter form instead.
const weekdayLetter = (day: Date) => format(day, 'EEEEE', { locale: faIR });

export default function DateFnsJalaliCalendar() {
  // A native Date: 14 May 2025 in the Gregorian calendar, 24 Ordibehesht 1404 in the Jalali one.
  const [appointment, setAppointment] = React.useState<Date | null>(new Date(2025, 4, 14));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider
          dateAdapter={AdapterDateFnsJalali}
          adapterLocale={faIR}
          localeText={pickersFaIR.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <Box dir="rtl" sx={{ height: 460, width: '100%' }}>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}>
              <DatePicker
                label="نوبت دندان‌پزشکی"
                value={appointment}
                onChange={setAppointment}
                dayOfWeekFormatter={weekdayLetter}
                slotProps={{ popper: { dir: 'rtl' }, mobilePaper: { dir: 'rtl' } }}
              />
              <DateCalendar value={appointment} onChange={setAppointment} dayOfWeekFormatter={weekdayLetter} />
            </Box>
            <Typography variant="body2" dir="ltr">
              Gregorian: {appointment ? appointment.toDateString() : '–'}
            </Typography>
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
