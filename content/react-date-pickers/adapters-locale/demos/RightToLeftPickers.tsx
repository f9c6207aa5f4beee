import * as React from 'react';
import Box from '@mui/material/Box';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';

// An emotion cache that mirrors left and right in every style it writes.
const rtlCache = createCache({ key: 'pickers-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// Keep the surrounding theme (colors, mode) and switch its direction.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

const hebrewTexts = heIL.components.MuiLocalizationProvider.defaultProps.localeText;

export default function RightToLeftPickers() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he" localeText={hebrewTexts}>
          <Box
            dir="rtl"
            sx={{
              height: 420,
              width: '100%',
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'flex-start',
              gap: 2,
            }}
          >
            <DatePicker
              label="ביקור במרפאה"
              value={visit}
              onChange={setVisit}
              // The popup is rendered at the end of <body>: give it the direction too.
              slotProps={{ popper: { dir: 'rtl' }, mobilePaper: { dir: 'rtl' } }}
            />
            <DateCalendar value={visit} onChange={setVisit} />
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
