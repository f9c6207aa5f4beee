import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The car park charges $1.60 for each started half hour, capped at $14 a day.
function parkingFee([arrival, departure]: DateRange<Dayjs>): string {
  if (!arrival?.isValid() || !departure?.isValid()) {
    return 'Type your arrival and departure times.';
  }
  const minutes = departure.diff(arrival, 'minute');
  if (minutes <= 0) {
    return 'Departure must come after arrival.';
  }
  const fee = Math.min(Math.ceil(minutes / 30) * 1.6, 14);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min parked: $${fee.toFixed(2)}`;
}

export default function ParkingFee() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-23T09:40'),
    dayjs('2025-08-23T11:25'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Parking"
          value={stay}
          onChange={setStay}
          ampm={false}
          dateSeparator="to"
          clearable
          fullWidth
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {parkingFee(stay)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
