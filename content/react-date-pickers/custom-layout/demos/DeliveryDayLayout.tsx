import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A grocery order placed on Tuesday, June 10, 2025: no deliveries on Sundays, a surcharge on Saturdays.
const orderedOn = dayjs('2025-06-10');
const isSunday = (day: Dayjs) => day.day() === 0;
const feeFor = (day: Dayjs) => (day.day() === 6 ? 9.9 : 4.9);

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => orderedOn.add(1, 'day') },
  { label: 'Saturday', getValue: () => orderedOn.day(6) },
  { label: 'Next Tuesday', getValue: () => orderedOn.add(1, 'week') },
];

// Added by the layout under the calendar: it reads the picker's value from the context.
function DeliveryFee() {
  const { value } = usePickerContext();
  return (
    <Typography variant="body2" aria-live="polite" sx={{ px: 3, pb: 1 }}>
      {value?.isValid()
        ? `${value.format('dddd, MMMM D')}: delivery fee €${feeFor(value).toFixed(2)}`
        : 'Choose a delivery day.'}
    </Typography>
  );
}

const DeliveryLayout = React.forwardRef<HTMLDivElement, PickersLayoutProps<Dayjs | null>>(
  function DeliveryLayout(props, ref) {
    const { toolbar, tabs, content, shortcuts, actionBar, ownerState } = usePickerLayout(props);

    return (
      <PickersLayoutRoot
        ref={ref}
        ownerState={ownerState}
        className={props.className}
        sx={[
          {
            [`& .${pickersLayoutClasses.toolbar}`]: { gridColumn: '1 / 3', gridRow: 1 },
            [`& .${pickersLayoutClasses.contentWrapper}`]: { gridColumn: 1, gridRow: 2 },
            [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 2, gridRow: 2 },
            [`& .${pickersLayoutClasses.actionBar}`]: { gridColumn: '1 / 3', gridRow: 3 },
          },
          ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
        ]}
      >
        {toolbar}
        <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
          {tabs}
          {content}
          <DeliveryFee />
        </PickersLayoutContentWrapper>
        {shortcuts}
        {actionBar}
      </PickersLayoutRoot>
    );
  },
);

export default function DeliveryDayLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 540, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          orientation="portrait"
          defaultValue={orderedOn.add(1, 'day')}
          minDate={orderedOn.add(1, 'day')}
          shouldDisableDate={isSunday}
          slots={{ layout: DeliveryLayout }}
          slotProps={{ shortcuts: { items: deliveryShortcuts } }}
          sx={{ width: 'fit-content', bgcolor: 'background.paper' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
