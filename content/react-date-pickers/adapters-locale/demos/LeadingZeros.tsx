import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function LeadingZeros() {
  const [shipped, setShipped] = React.useState<Dayjs | null>(dayjs('2025-03-07'));
  const [cutOff, setCutOff] = React.useState<Dayjs | null>(dayjs('2025-03-07T09:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          height: 310,
          width: '100%',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 260px))' },
          alignContent: 'start',
        }}
      >
        <DateField label="Shipped (default)" format="D/M/YYYY" value={shipped} onChange={setShipped} />
        <DateField
          label="Shipped (leading zeros respected)"
          format="D/M/YYYY"
          value={shipped}
          onChange={setShipped}
          shouldRespectLeadingZeros
        />
        <TimeField label="Cut-off (default)" format="H:m" value={cutOff} onChange={setCutOff} />
        <TimeField
          label="Cut-off (leading zeros respected)"
          format="H:m"
          value={cutOff}
          onChange={setCutOff}
          shouldRespectLeadingZeros
        />
        <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
          Shipped: {shipped?.format('YYYY-MM-DD') ?? '–'}, cut-off: {cutOff?.format('HH:mm') ?? '–'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
