import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// A veterinary clinic's booking screen: this one picker speaks the
// clinic's own words, while every other picker keeps the default texts.
export default function LocalOverrides() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-04-09')}
          localeText={{
            toolbarTitle: 'Vaccination appointment',
            cancelButtonLabel: 'Keep current date',
            okButtonLabel: 'Book this day',
            previousMonth: 'Earlier month',
            nextMonth: 'Later month',
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
