import * as React from 'react';
import 'dayjs/locale/nl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { nlNL } from '@mui/x-date-pickers-pro/locales';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The opening hours of a museum, for English and Dutch visitors.
const museum: DateRange<Dayjs> = [dayjs('2025-05-18T10:00'), dayjs('2025-05-18T18:30')];

const dutchText = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizedTimeRangeFields() {
  return (
    <Box sx={{ height: 200, width: '100%' }}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <SingleInputTimeRangeField label="Opening hours" defaultValue={museum} />
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={dutchText}>
          <Stack spacing={2}>
            <SingleInputTimeRangeField label="Openingstijden" defaultValue={museum} />
            <SingleInputTimeRangeField label="Rondleiding" />
          </Stack>
        </LocalizationProvider>
      </Stack>
    </Box>
  );
}
