import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

// A train booking site in French: DD/MM/YYYY field, French month names and button labels.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizedDatePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-12-19'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <Box sx={{ height: 100, width: '100%' }}>
        <DatePicker
          label="Date de départ"
          value={departure}
          onChange={setDeparture}
          slotProps={{ actionBar: { actions: ['today', 'accept'] } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }} lang="fr">
          {departure ? departure.locale('fr').format('dddd D MMMM YYYY') : 'Aucune date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
