import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Kayak tours a fjord outfitter runs each month; none in the dark months.
const toursByMonth = [0, 0, 4, 10, 16, 22, 26, 24, 14, 6, 0, 0];
// "January" to "December", in the locale the calendar formats with (English here).
const monthNames = toursByMonth.map((_, index) => dayjs('2025-01-01').month(index).format('MMMM'));

type MonthButtonProps = React.ComponentProps<'button'> & { ownerState?: unknown };

// The calendar passes the short month name in `children` and the long one in
// `aria-label`. Neither is a date, so the demo finds the month from the long name.
function TourMonthButton(props: MonthButtonProps) {
  const { children, ownerState, ...other } = props;
  const monthIndex = monthNames.indexOf(props['aria-label'] ?? '');
  const tours = toursByMonth[monthIndex] ?? 0;

  return (
    <ButtonBase
      {...other}
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        width: 72,
        p: 0.75,
        borderRadius: 1,
        '&[aria-checked="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '&.Mui-disabled': { color: 'text.disabled' },
        '&:hover, &:focus-visible': { outline: 2, outlineColor: 'primary.light' },
      }}
    >
      <Typography variant="subtitle2" component="span">
        {children}
      </Typography>
      <LinearProgress variant="determinate" value={(tours / 26) * 100} color="inherit" sx={{ my: 0.5 }} />
      <Typography variant="caption" component="span">
        {tours === 0 ? 'closed' : `${tours} tours`}
      </Typography>
    </ButtonBase>
  );
}

const hasNoTours = (month: Dayjs) => toursByMonth[month.month()] === 0;

export default function CustomMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 328, width: '100%', overflowX: 'auto' }}>
        <MonthCalendar
          defaultValue={dayjs('2025-06-01')}
          shouldDisableMonth={hasNoTours}
          slots={{ monthButton: TourMonthButton }}
        />
      </Box>
    </LocalizationProvider>
  );
}
