import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function TimeClockFormProps() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400, width: '100%' }}>
        <RadioGroup
          row
          aria-label="Clock state"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ justifyContent: 'center' }}
        >
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="Read-only" />
          <FormControlLabel value="disabled" control={<Radio />} label="Disabled" />
        </RadioGroup>
        <TimeClock
          defaultValue={dayjs('2025-12-24T16:00')}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Box>
    </LocalizationProvider>
  );
}
