import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A library loan: the return date gets a helper text, a clear button in
// the field, and Clear / Today / OK buttons under the calendar.
export default function SlotPropsActionBar() {
  const [returnBy, setReturnBy] = React.useState<Dayjs | null>(dayjs('2025-03-28'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%', maxWidth: 360, pt: 1, boxSizing: 'border-box' }}>
        <DatePicker
          label="Return by"
          value={returnBy}
          onChange={setReturnBy}
          slotProps={{
            textField: { helperText: 'Loans last up to 4 weeks', fullWidth: true },
            field: { clearable: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {returnBy ? `Return by ${returnBy.format('MMMM D, YYYY')}` : 'No return date set'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
