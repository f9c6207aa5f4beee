import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

// A delivery slot that the warehouse has already booked.
const delivery = dayjs('2025-09-18');

export default function CalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 384, width: '100%' }}>
        <RadioGroup
          row
          aria-label="Calendar state"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ px: 2 }}
        >
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="Read-only" />
          <FormControlLabel value="disabled" control={<Radio />} label="Disabled" />
        </RadioGroup>
        <DateCalendar
          defaultValue={delivery}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Box>
    </LocalizationProvider>
  );
}
