import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock, type TimeClockProps } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// 'shallow' | 'partial' | 'finish'
type SelectionState = Parameters<NonNullable<TimeClockProps['onChange']>>[1];

const usualWatering = dayjs('2025-06-21T06:15');

export default function ControlledTimeClock() {
  const [start, setStart] = React.useState<Dayjs | null>(usualWatering);
  const [view, setView] = React.useState<TimeView>('hours');
  const [confirmed, setConfirmed] = React.useState(true);

  const handleChange = (value: Dayjs | null, selectionState?: SelectionState) => {
    setStart(value);
    // 'finish' means the user released the hand on the last view.
    setConfirmed(selectionState === 'finish');
  };

  const reset = () => {
    setStart(usualWatering);
    setView('hours');
    setConfirmed(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 430, width: '100%' }}>
        <TimeClock value={start} onChange={handleChange} view={view} onViewChange={setView} />
        <Stack alignItems="center" spacing={1}>
          <Typography variant="body2">
            Sprinklers start at {start?.format('h:mm A') ?? '—'}
            {confirmed ? '' : ` (choosing the ${view})`}
          </Typography>
          <Button size="small" variant="outlined" onClick={reset}>
            Back to 6:15 AM
          </Button>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
