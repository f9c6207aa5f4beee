import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function BasicDigitalClock() {
  const [callback, setCallback] = React.useState<Dayjs | null>(null);
  const [pickup, setPickup] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle2">DigitalClock</Typography>
            <DigitalClock value={callback} onChange={setCallback} />
            <Typography variant="body2">Call back at {callback?.format('h:mm A') ?? '—'}</Typography>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2">MultiSectionDigitalClock</Typography>
            <MultiSectionDigitalClock value={pickup} onChange={setPickup} />
            <Typography variant="body2">Pick up at {pickup?.format('h:mm A') ?? '—'}</Typography>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
