import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateFnsLocale() {
  // date-fns works on native Date objects.
  const [tasting, setTasting] = React.useState<Date | null>(new Date(2025, 4, 14, 18, 30));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Box sx={{ height: 120, width: '100%' }}>
        <DateTimePicker label="Dégustation" value={tasting} onChange={setTasting} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {tasting ? format(tasting, 'PPPPp', { locale: fr }) : 'Aucune date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
