import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';

// Each input has its own sections, numbered from 0: one ref per input.
export default function MultiInputRangeSections() {
  const startRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const endRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <MultiInputDateRangeField
            defaultValue={[dayjs('2025-07-01'), dayjs('2025-07-21')]}
            unstableStartFieldRef={startRef}
            unstableEndFieldRef={endRef}
            onSelectedSectionsChange={setSelected}
            slotProps={{
              textField: ({ position }) => ({ label: position === 'start' ? 'Leave from' : 'Back on' }),
            }}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => startRef.current?.focusField('day')}>
              Departure day
            </Button>
            <Button variant="outlined" onClick={() => endRef.current?.focusField('day')}>
              Return day
            </Button>
          </Stack>
          <Typography variant="body2">
            Selected section in the focused input: {selected === null ? 'none' : JSON.stringify(selected)}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
