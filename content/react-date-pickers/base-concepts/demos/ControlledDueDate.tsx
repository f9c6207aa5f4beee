import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Invoice INV-2025-0418 was issued on May 2 with 30-day terms.
const issuedOn = dayjs('2025-05-02');

export default function ControlledDueDate() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(issuedOn.add(30, 'day'));

  const summary =
    dueDate && dueDate.isValid()
      ? `Due ${dueDate.format('dddd, MMMM D, YYYY')}: ${dueDate.diff(issuedOn, 'day')} days after issue.`
      : 'No valid due date yet.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 190, width: '100%' }}>
        <Stack spacing={1.5} sx={{ maxWidth: 360, pt: 1 }}>
          <DatePicker label="Invoice due date" value={dueDate} onChange={setDueDate} />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setDueDate(issuedOn.add(30, 'day'))}>
              Net 30
            </Button>
            <Button size="small" onClick={() => setDueDate(issuedOn.add(60, 'day'))}>
              Net 60
            </Button>
            <Button size="small" onClick={() => setDueDate(null)}>
              Clear
            </Button>
          </Stack>
          <Typography variant="body2">{summary}</Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
