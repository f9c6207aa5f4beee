import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Opening hours of a dog-grooming salon, by day of the week (0 is Sunday, when it is closed).
const openingHours = ['', '9:00–18:00', '9:00–18:00', '9:00–18:00', '9:00–20:00', '9:00–18:00', '8:00–13:00'];

function SalonToolbar(props: DatePickerToolbarProps) {
  const { hidden, titleId, className, sx } = props;
  const { value } = usePickerContext();

  if (hidden) {
    return null;
  }

  return (
    <Box className={className} sx={[{ px: 3, py: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* The dialog of a mobile picker is labelled by the element with `titleId`. */}
      <Typography id={titleId} variant="overline" color="text.secondary">
        Grooming appointment
      </Typography>
      <Typography variant="h5">{value ? value.format('dddd, MMMM D') : 'Choose a day'}</Typography>
      {value && (
        <Chip size="small" color="success" sx={{ mt: 1 }} label={`Open ${openingHours[value.day()]}`} />
      )}
    </Box>
  );
}

const isSunday = (date: Dayjs) => date.day() === 0;

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 540, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-05-10')}
          orientation="portrait"
          shouldDisableDate={isSunday}
          slots={{ toolbar: SalonToolbar }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
