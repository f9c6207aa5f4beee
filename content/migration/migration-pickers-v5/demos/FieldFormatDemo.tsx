import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldFormatDemo() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  const summary =
    value == null
      ? 'No date'
      : value.isValid()
        ? `Stored value: ${value.format('YYYY-MM-DD')}`
        : 'Incomplete or invalid date';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 180, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
        <DatePicker
          label="Ship on"
          value={value}
          onChange={setValue}
          format="DD MMM YYYY"
          slotProps={{ textField: { helperText: 'Carrier pick-up day' } }}
          sx={{ maxWidth: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
