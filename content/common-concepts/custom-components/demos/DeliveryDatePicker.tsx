import * as React from 'react';
import Box from '@mui/material/Box';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

export default function DeliveryDatePicker() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 120, pt: 1 }}>
        <DatePicker
          label="Delivery date"
          value={delivery}
          onChange={setDelivery}
          disablePast
          // Replaces a part: the icon of the button that opens the calendar.
          slots={{ openPickerIcon: LocalShippingOutlinedIcon }}
          // Configures parts that stay the default ones.
          slotProps={{
            textField: {
              helperText: delivery ? `Arrives on ${delivery.format('dddd')}` : 'Weekdays only',
            },
            actionBar: { actions: ['clear', 'accept'] },
          }}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
        />
      </Box>
    </LocalizationProvider>
  );
}
