import * as React from 'react';
import Stack from '@mui/material/Stack';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function CustomOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 128 }}>
        <DatePicker
          label="Vaccination date"
          defaultValue={dayjs('2025-05-14')}
          slots={{ openPickerIcon: EditCalendarRoundedIcon }}
        />
        <TimePicker
          label="Reminder"
          defaultValue={dayjs('2025-05-14T07:45')}
          slots={{ openPickerIcon: AlarmRoundedIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
