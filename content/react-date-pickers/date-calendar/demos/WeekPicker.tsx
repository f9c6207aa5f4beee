import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// The week being pointed at and the week chosen, shared with every day cell.
const WeekContext = React.createContext<{ hovered: Dayjs | null; selected: Dayjs | null }>({
  hovered: null,
  selected: null,
});

interface WeekDayProps extends PickersDayProps {
  inHoveredWeek: boolean;
  isWeekStart: boolean;
  isWeekEnd: boolean;
}

// A square cell that joins its neighbours into a band, rounded at both ends of the week.
const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inHoveredWeek' && prop !== 'isWeekStart' && prop !== 'isWeekEnd',
})<WeekDayProps>(({ theme, inHoveredWeek, isWeekStart, isWeekEnd }) => ({
  // 40 px without margins: the band lines up with the weekday labels above it.
  width: 40,
  margin: 0,
  borderRadius: 0,
  ...(inHoveredWeek && { backgroundColor: theme.palette.action.hover }),
  ...(isWeekStart && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(isWeekEnd && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
}));

const inWeekOf = (day: Dayjs, weekStart: Dayjs | null) =>
  weekStart !== null && day.isSame(weekStart, 'week');

function Day(props: PickersDayProps) {
  const { hovered, selected } = React.useContext(WeekContext);
  const { day } = props;
  const inSelectedWeek = inWeekOf(day, selected);

  return (
    <WeekDay
      {...props}
      // Every day of the chosen week is drawn (and announced) as selected.
      selected={inSelectedWeek}
      aria-selected={inSelectedWeek}
      inHoveredWeek={!inSelectedWeek && inWeekOf(day, hovered)}
      isWeekStart={day.isSame(day.startOf('week'), 'day')}
      isWeekEnd={day.isSame(day.endOf('week'), 'day')}
    />
  );
}

export default function WeekPicker() {
  const [week, setWeek] = React.useState<Dayjs | null>(dayjs('2026-03-08'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);
  const context = React.useMemo(() => ({ hovered, selected: week }), [hovered, week]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WeekContext.Provider value={context}>
        <Box sx={{ height: 372, width: '100%' }}>
          <DateCalendar
            value={week}
            onChange={(day: Dayjs | null) => setWeek(day ? day.startOf('week') : null)}
            showDaysOutsideCurrentMonth
            slots={{ day: Day }}
            slotProps={{
              day: (ownerState) => ({
                onPointerEnter: () => setHovered(ownerState.day),
                onPointerLeave: () => setHovered(null),
              }),
            }}
          />
          <Typography variant="body2" sx={{ px: 2 }}>
            Rota week:{' '}
            {week ? `${week.format('MMM D')} to ${week.endOf('week').format('MMM D, YYYY')}` : 'none'}
          </Typography>
        </Box>
      </WeekContext.Provider>
    </LocalizationProvider>
  );
}
