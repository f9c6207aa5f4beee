import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

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

// Follow-up dates a vet offers after a first consultation on May 14, 2025.
const consultation = dayjs('2025-05-14');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one week', getValue: () => consultation.add(1, 'week') },
  { label: 'In two weeks', getValue: () => consultation.add(2, 'week') },
  { label: 'In a month', getValue: () => consultation.add(1, 'month') },
];

export default function ActionBarAndShortcuts() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2025-05-21'));
  const [log, setLog] = React.useState<LogRow[]>([]);

  const add = (text: string) => {
    const row = { id: Date.now() + Math.random(), at: dayjs().format('HH:mm:ss'), text };
    setLog((rows) => [row, ...rows].slice(0, 8));
  };
  const describe = (name: string, value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
    add(`${name}(${show(value)})${context.shortcut ? ` shortcut: ${context.shortcut.label}` : ''}`);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 250, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DesktopDatePicker
            label="Follow-up visit"
            closeOnSelect={false}
            value={followUp}
            onChange={(value, context) => {
              setFollowUp(value);
              describe('onChange', value, context);
            }}
            onAccept={(value, context) => describe('onAccept', value, context)}
            onOpen={() => add('onOpen()')}
            onClose={() => add('onClose()')}
            slotProps={{
              actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
              shortcuts: { items: shortcuts },
            }}
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box
          component="ol"
          aria-live="polite"
          sx={{ mt: 1, pl: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
        >
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
