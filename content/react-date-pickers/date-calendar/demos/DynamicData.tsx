import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

/**
 * Stands for a request to your server: the days of a month on which the warehouse
 * receives deliveries. Here it computes them (every Tuesday and Thursday, with a few
 * skipped) and answers after 600 ms, unless the request is aborted first.
 */
function fetchDeliveryDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const days: number[] = [];
      for (let day = 1; day <= month.daysInMonth(); day += 1) {
        const date = month.date(day);
        const weekday = date.day();
        if ((weekday === 2 || weekday === 4) && (day + month.month()) % 5 !== 0) {
          days.push(day);
        }
      }
      resolve(days);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const firstMonth = dayjs('2025-10-01');

export default function DynamicData() {
  const [loading, setLoading] = React.useState(true);
  const [deliveryDays, setDeliveryDays] = React.useState<number[]>([]);
  const [month, setMonth] = React.useState<Dayjs>(firstMonth);
  const requestRef = React.useRef<AbortController | null>(null);

  const request = React.useCallback((visibleMonth: Dayjs) => {
    // A quick click through the months must not let an older answer win.
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    fetchDeliveryDays(visibleMonth, controller.signal)
      .then((days) => {
        setDeliveryDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          throw error;
        }
      });
  }, []);

  React.useEffect(() => {
    request(firstMonth);
    return () => requestRef.current?.abort();
  }, [request]);

  const handleMonthChange = (visibleMonth: Dayjs) => {
    setMonth(visibleMonth);
    setLoading(true);
    setDeliveryDays([]);
    request(visibleMonth);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 372, width: '100%' }}>
        <DateCalendar
          referenceDate={firstMonth}
          loading={loading}
          onMonthChange={handleMonthChange}
          renderLoading={() => <DayCalendarSkeleton />}
          slotProps={{
            day: (ownerState) => {
              const { day, isDayOutsideMonth } = ownerState;
              const hasDelivery = !isDayOutsideMonth && deliveryDays.includes(day.date());
              return hasDelivery
                ? { sx: { border: 2, borderColor: 'success.main', fontWeight: 'bold' } }
                : {};
            },
          }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          {loading
            ? `Loading deliveries for ${month.format('MMMM YYYY')}…`
            : `${deliveryDays.length} delivery days in ${month.format('MMMM YYYY')} (outlined)`}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
