import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// A warehouse rota for Monday, November 3, 2025: the time fields only
// edit hours and minutes, so the day comes from the reference date.
const rotaDay = dayjs('2025-11-03T00:00');

const describe = (value: Dayjs | null) =>
  value && value.isValid() ? value.format('ddd YYYY-MM-DD HH:mm') : 'null (fill every section)';

export default function ReferenceDateTimeField() {
  const [withReference, setWithReference] = React.useState<Dayjs | null>(null);
  const [withoutReference, setWithoutReference] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 230, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360, pt: 1 }}>
          <Box>
            <TimeField
              label="Shift start (with referenceDate)"
              value={withReference}
              onChange={setWithReference}
              referenceDate={rotaDay}
              ampm={false}
              fullWidth
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
              {describe(withReference)}
            </Typography>
          </Box>
          <Box>
            <TimeField
              label="Shift start (no referenceDate)"
              value={withoutReference}
              onChange={setWithoutReference}
              ampm={false}
              fullWidth
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
              {describe(withoutReference)}
            </Typography>
          </Box>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
