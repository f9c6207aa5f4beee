import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment';
// Moment's locale files ship without type declarations.
// @ts-expect-error TypeScript 6 reports a side-effect import without types (TS2882)
import 'moment/locale/pt-br';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Loading a Moment locale file also makes it the global locale: switch back to English.
moment.locale('en');

export default function MomentLocale() {
  const [match, setMatch] = React.useState<Moment | null>(moment('2025-05-14T21:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="pt-br">
      <Box sx={{ height: 120, width: '100%' }}>
        <DateTimePicker label="Partida" value={match} onChange={setMatch} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {match?.isValid() ? match.clone().locale('pt-br').format('LLLL') : 'Sem data'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
