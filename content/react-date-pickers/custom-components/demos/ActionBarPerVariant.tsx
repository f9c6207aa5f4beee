import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DatePickerSlotProps } from '@mui/x-date-pickers/DatePicker';

// One slotProps object for both variants: the function receives the owner state
// and returns the buttons that suit the variant it is rendered in.
const slotProps: DatePickerSlotProps<true> = {
  actionBar: ({ pickerVariant }) => ({
    actions: pickerVariant === 'desktop' ? ['clear', 'today'] : ['clear', 'cancel', 'accept'],
  }),
};

export default function ActionBarPerVariant() {
  const [leaseStart, setLeaseStart] = React.useState<Dayjs | null>(dayjs('2025-10-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 210, width: '100%', maxWidth: 560, pt: 1, boxSizing: 'border-box' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DesktopDatePicker
            label="Lease start (desktop)"
            value={leaseStart}
            onChange={setLeaseStart}
            slotProps={slotProps}
          />
          <MobileDatePicker
            label="Lease start (mobile)"
            value={leaseStart}
            onChange={setLeaseStart}
            slotProps={slotProps}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {leaseStart
            ? `The tenants move in on ${leaseStart.format('dddd, MMMM D, YYYY')}.`
            : 'No move-in date yet.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
