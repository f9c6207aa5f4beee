import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';

export default function ControlledSelectedSections() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  // Move the focus into the field, then select the requested section.
  const select = (section: 'hours' | 'minutes' | 'day') => fieldRef.current?.focusField(section);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <DateTimeField
            label="Shift handover"
            defaultValue={dayjs('2025-01-20T19:00')}
            unstableFieldRef={fieldRef}
            selectedSections={selected}
            onSelectedSectionsChange={setSelected}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => select('day')}>
              Change the day
            </Button>
            <Button variant="outlined" onClick={() => select('hours')}>
              Change the hour
            </Button>
            <Button variant="outlined" onClick={() => select('minutes')}>
              Change the minutes
            </Button>
          </Stack>
          <Typography variant="body2">
            selectedSections: {selected === null ? 'null' : JSON.stringify(selected)}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
