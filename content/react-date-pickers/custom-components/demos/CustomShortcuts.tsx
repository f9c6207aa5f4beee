import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';

// A grid of buttons, each showing the date it would set under its label.
function ServiceShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Box className={className} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 2, pb: 0 }}>
      {items.map((item) => {
        const { getValue, ...shortcut } = item;
        const value = getValue({ isValid });
        return (
          <Button
            key={shortcut.id ?? shortcut.label}
            variant="outlined"
            size="small"
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance, shortcut })}
            sx={{ flexDirection: 'column', textTransform: 'none', lineHeight: 1.3 }}
          >
            {shortcut.label}
            <Typography variant="caption" component="span" color="text.secondary">
              {value ? value.format('MMM D, YYYY') : 'no date'}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}

const nextNovemberFirst = () => {
  const thisYear = dayjs().month(10).date(1).startOf('day');
  return thisYear.isAfter(dayjs()) ? thisYear : thisYear.add(1, 'year');
};

const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 6 months', getValue: () => dayjs().startOf('day').add(6, 'month') },
  { label: 'In 1 year', getValue: () => dayjs().startOf('day').add(1, 'year') },
  { label: 'Before winter', getValue: nextNovemberFirst },
  { label: 'No reminder', getValue: () => null },
];

export default function CustomShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 480, width: '100%', overflowX: 'auto' }}>
        {/* In landscape orientation, the layout puts the shortcuts above the views. */}
        <StaticDatePicker
          orientation="landscape"
          disablePast
          slots={{ shortcuts: ServiceShortcuts }}
          slotProps={{
            shortcuts: { items: reminders },
            toolbar: { hidden: true },
            actionBar: { actions: [] },
          }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
