import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function PastAndFuture() {
  const [deliveryError, setDeliveryError] = React.useState<DateValidationError>(null);
  const [expenseError, setExpenseError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 180, width: '100%', maxWidth: 320 }}>
        <Stack spacing={2}>
          <DatePicker
            label="Deliver on"
            disablePast
            onError={setDeliveryError}
            slotProps={{
              textField: {
                helperText: deliveryError ? `Error: ${deliveryError}` : 'Today or later',
              },
            }}
          />
          <DatePicker
            label="Expense incurred on"
            disableFuture
            onError={setExpenseError}
            slotProps={{
              textField: {
                helperText: expenseError ? `Error: ${expenseError}` : 'Today or earlier',
              },
            }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
