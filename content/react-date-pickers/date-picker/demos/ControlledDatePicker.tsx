import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initialReview = dayjs('2025-05-12');

export default function ControlledDatePicker() {
  const [review, setReview] = React.useState<Dayjs | null>(initialReview);

  // The buttons change the same state the picker reads from.
  const postpone = () => setReview((current) => (current ?? initialReview).add(1, 'week'));
  const clear = () => setReview(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <DatePicker label="Code review" value={review} onChange={setReview} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={postpone}>
            Postpone a week
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
