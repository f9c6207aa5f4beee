import * as React from 'react';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { deDE } from '@mui/x-date-pickers-pro/locales';

const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanDateRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 400 }}>
          <SingleInputDateRangeField label="Messezeitraum" fullWidth />
          <SingleInputDateRangeField
            label="Betriebsferien"
            defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
            fullWidth
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
