import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

interface LogEntry {
  id: number;
  field: string;
  value: string;
}

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function FieldStructureAndOnChange() {
  const [log, setLog] = React.useState<LogEntry[]>([]);

  const record = (field: string) => (value: Dayjs | null) => {
    setLog((previous) => {
      const entry = { id: (previous[0]?.id ?? 0) + 1, field, value: describe(value) };
      return [entry, ...previous].slice(0, 4);
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, p: 2, boxSizing: 'border-box' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Invoice date (sections)" onChange={record('Sections')} sx={{ flex: 1 }} />
          <DateField
            label="Due date (single input)"
            enableAccessibleFieldDOMStructure={false}
            defaultValue={dayjs('2025-04-30')}
            onChange={record('Single input')}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Last onChange calls
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Type a date, or clear the year of the due date.
          </Typography>
        ) : (
          log.map((entry) => (
            <Typography key={entry.id} variant="body2" fontFamily="monospace">
              {entry.field}: {entry.value}
            </Typography>
          ))
        )}
      </Box>
    </LocalizationProvider>
  );
}
