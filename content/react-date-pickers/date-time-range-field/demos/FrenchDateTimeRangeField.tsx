import * as React from 'react';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { frFR } from '@mui/x-date-pickers-pro/locales';

const frenchText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchDateTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchText}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Salon du livre"
          defaultValue={[dayjs('2025-04-11T10:00'), dayjs('2025-04-13T19:00')]}
          fullWidth
        />
      </Box>
    </LocalizationProvider>
  );
}
