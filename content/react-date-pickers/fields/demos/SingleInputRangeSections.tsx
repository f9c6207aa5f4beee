import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Sections of MM/DD/YYYY – MM/DD/YYYY: 0-2 belong to the start date, 3-5 to the end date.
export default function SingleInputRangeSections() {
  const fieldRef = React.useRef<FieldRef<DateRange<Dayjs>>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <SingleInputDateRangeField
            label="Conference dates"
            defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-19')]}
            unstableFieldRef={fieldRef}
            selectedSections={selected}
            onSelectedSectionsChange={setSelected}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => fieldRef.current?.focusField('day')}>
              First day
            </Button>
            <Button variant="outlined" onClick={() => fieldRef.current?.focusField(4)}>
              Last day
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
