import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// An airline's booking form: the opening buttons get icons that say what
// they open, and the time picker uses 15-minute steps.
export default function CustomOpenIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360, pt: 1 }}>
          <DatePicker
            label="Outbound flight"
            defaultValue={dayjs('2025-08-04')}
            slots={{ openPickerIcon: FlightTakeoffIcon }}
            slotProps={{ openPickerButton: { color: 'primary' } }}
          />
          <TimePicker
            label="Earliest departure"
            defaultValue={dayjs('2025-08-04T07:45')}
            timeSteps={{ minutes: 15 }}
            slots={{ openPickerIcon: ScheduleIcon }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
