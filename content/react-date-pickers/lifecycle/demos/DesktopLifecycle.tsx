import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

interface LogRow {
  id: number;
  at: string;
  text: string;
}

const show = (value: Dayjs | null) => {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function DesktopLifecycle() {
  const [checkup, setCheckup] = React.useState<Dayjs | null>(dayjs('2025-05-14'));
  const [allViews, setAllViews] = React.useState(false);
  const [log, setLog] = React.useState<LogRow[]>([]);

  const add = (text: string) => {
    const row = { id: Date.now() + Math.random(), at: dayjs().format('HH:mm:ss'), text };
    setLog((rows) => [row, ...rows].slice(0, 8));
  };
  const describe = (name: string, value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
    add(`${name}(${show(value)}) error: ${context.validationError ?? 'null'}`);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 330, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DesktopDatePicker
            key={allViews ? 'all' : 'default'}
            label="Boiler check-up"
            views={allViews ? ['year', 'month', 'day'] : undefined}
            openTo={allViews ? 'year' : undefined}
            value={checkup}
            onChange={(value, context) => {
              setCheckup(value);
              describe('onChange', value, context);
            }}
            onAccept={(value, context) => describe('onAccept', value, context)}
            onOpen={() => add('onOpen()')}
            onClose={() => add('onClose()')}
          />
          <FormControlLabel
            control={<Switch checked={allViews} onChange={(event) => setAllViews(event.target.checked)} />}
            label="Year, month, day"
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box component="ol" aria-live="polite" sx={{ mt: 1, pl: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
          {log.map((row) => (
            <li key={row.id}>
              {row.at} {row.text}
            </li>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
