import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The van model was built from 2016 to 2024, with no production in 2020 and 2021.
const notBuilt = (year: Dayjs) => year.year() === 2020 || year.year() === 2021;

export default function DisableSpecificYears() {
  const [modelYear, setModelYear] = React.useState<Dayjs | null>(dayjs('2021-01-01'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Model year"
          views={['year']}
          minDate={dayjs('2016-01-01')}
          maxDate={dayjs('2024-12-31')}
          value={modelYear}
          onChange={setModelYear}
          shouldDisableYear={notBuilt}
          onError={setError}
          slotProps={{ textField: { helperText: '2016 to 2024, except 2020 and 2021', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
