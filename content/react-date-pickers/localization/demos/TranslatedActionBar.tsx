import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { frFR } from '@mui/x-date-pickers/locales';

// A Lyon hotel's own action bar: its buttons read their labels from the
// active translations, so they follow the French pack like the rest.
function HotelActionBar({ className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { setValueToToday, clearValue, acceptValueChanges } = usePickerActionsContext();

  return (
    <DialogActions className={className} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button onClick={setValueToToday}>{translations.todayButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges} sx={{ ml: 'auto' }}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function TranslatedActionBar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box sx={{ height: 520, width: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-06-21')}
          slots={{ actionBar: HotelActionBar }}
        />
      </Box>
    </LocalizationProvider>
  );
}
