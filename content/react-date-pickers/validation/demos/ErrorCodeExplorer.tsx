import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField, type DateTimeFieldProps } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

interface Rule {
  prop: string;
  props: Partial<DateTimeFieldProps>;
  // A value that breaks the rule; the reader can then edit it in the field.
  sample: Dayjs;
}

const firstRule: Rule = {
  prop: 'minDate = 2025-05-01',
  props: { minDate: dayjs('2025-05-01') },
  sample: dayjs('2025-04-28T10:00:00'),
};

// One rule of a warehouse's delivery slots at a time, with a value that breaks it.
const rules: Rule[] = [
  { prop: "none: the value is dayjs('')", props: {}, sample: dayjs('') },
  firstRule,
  { prop: 'maxDate = 2025-05-31', props: { maxDate: dayjs('2025-05-31') }, sample: dayjs('2025-06-02T10:00:00') },
  { prop: 'disablePast', props: { disablePast: true }, sample: dayjs('2024-01-15T10:00:00') },
  { prop: 'disableFuture', props: { disableFuture: true }, sample: dayjs('2090-01-15T10:00:00') },
  {
    prop: 'shouldDisableDate: weekends',
    props: { shouldDisableDate: (day) => day.day() === 0 || day.day() === 6 },
    sample: dayjs('2025-05-17T10:00:00'),
  },
  {
    prop: 'shouldDisableMonth: August',
    props: { shouldDisableMonth: (month) => month.month() === 7 },
    sample: dayjs('2025-08-12T10:00:00'),
  },
  {
    prop: 'shouldDisableYear: 2024',
    props: { shouldDisableYear: (year) => year.year() === 2024 },
    sample: dayjs('2024-05-14T10:00:00'),
  },
  { prop: 'minTime = 08:00', props: { minTime: dayjs('2025-01-01T08:00') }, sample: dayjs('2025-05-14T07:30:00') },
  { prop: 'maxTime = 18:00', props: { maxTime: dayjs('2025-01-01T18:00') }, sample: dayjs('2025-05-14T19:15:00') },
  { prop: 'minutesStep = 15', props: { minutesStep: 15 }, sample: dayjs('2025-05-14T10:10:00') },
  {
    prop: 'shouldDisableTime: 12 h (lunch)',
    props: { shouldDisableTime: (time, view) => view === 'hours' && time.hour() === 12 },
    sample: dayjs('2025-05-14T12:30:00'),
  },
  {
    prop: 'shouldDisableTime: minutes 50-59',
    props: { shouldDisableTime: (time, view) => view === 'minutes' && time.minute() >= 50 },
    sample: dayjs('2025-05-14T10:55:00'),
  },
  {
    prop: 'shouldDisableTime: seconds not 00',
    props: { shouldDisableTime: (time, view) => view === 'seconds' && time.second() !== 0 },
    sample: dayjs('2025-05-14T10:00:30'),
  },
];

interface LogRow {
  id: number;
  at: string;
  error: DateTimeValidationError;
}

export default function ErrorCodeExplorer() {
  const [rule, setRule] = React.useState<Rule>(firstRule);
  const [value, setValue] = React.useState<Dayjs | null>(firstRule.sample);
  const [log, setLog] = React.useState<LogRow[]>([]);

  const handleError = (error: DateTimeValidationError) => {
    const row = { id: Date.now() + Math.random(), at: dayjs().format('HH:mm:ss'), error };
    setLog((rows) => [row, ...rows].slice(0, 5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 330, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2}>
          <TextField
            select
            label="Rule to break"
            value={rules.indexOf(rule)}
            onChange={(event) => {
              const next = rules[Number(event.target.value)];
              if (next) {
                setRule(next);
                setValue(next.sample);
              }
            }}
          >
            {rules.map((item, index) => (
              <MenuItem key={item.prop} value={index}>
                {item.prop}
              </MenuItem>
            ))}
          </TextField>
          <DateTimeField
            {...rule.props}
            label="Delivery slot"
            format="YYYY-MM-DD HH:mm:ss"
            value={value}
            onChange={setValue}
            onError={handleError}
          />
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          onError calls, newest first
        </Typography>
        <Box component="ol" aria-live="polite" sx={{ m: 0, pl: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 13 }}>
          {log.map((row) => (
            <li key={row.id}>
              {row.at} onError({row.error === null ? 'null' : `'${row.error}'`})
            </li>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
