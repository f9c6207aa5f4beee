import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// The bakery takes pick-up orders from 7:00 to 13:00 only.
const opens = dayjs('2025-04-12T07:00');
const closes = dayjs('2025-04-12T13:00');

export default function SkipDisabledDigitalClock() {
  const [skipDisabled, setSkipDisabled] = React.useState(true);
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-04-12T08:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 330, width: '100%' }}>
        <FormControlLabel
          control={
            <Switch
              checked={skipDisabled}
              onChange={(event) => setSkipDisabled(event.target.checked)}
            />
          }
          label="Hide times outside opening hours"
        />
        <Stack direction="row" spacing={3}>
          <DigitalClock
            value={pickup}
            onChange={setPickup}
            minTime={opens}
            maxTime={closes}
            skipDisabled={skipDisabled}
          />
          <MultiSectionDigitalClock
            value={pickup}
            onChange={setPickup}
            minTime={opens}
            maxTime={closes}
            timeSteps={{ minutes: 15 }}
            skipDisabled={skipDisabled}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Pick-up at {pickup?.format('h:mm A') ?? '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
