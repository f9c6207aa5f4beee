import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

// Replaces the row of buttons under the calendar. The picker's state and
// actions come from the context; `className` places the bar in the layout.
function RefillActionBar(props: PickersActionBarProps) {
  const { actions, ...other } = props;
  const { value, clearValue, cancelValueChanges, acceptValueChanges } = usePickerContext();
  const translations = usePickerTranslations();

  return (
    <DialogActions {...other} disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <Typography variant="body2" sx={{ px: 1 }}>
        {value ? `Refill on ${value.format('ddd, MMM D')}` : 'No refill planned'}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={clearValue}>
          {translations.clearButtonLabel}
        </Button>
        <Button size="small" onClick={cancelValueChanges}>
          Undo
        </Button>
        <Button size="small" variant="contained" disabled={value == null} onClick={acceptValueChanges}>
          Confirm
        </Button>
      </Box>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-04-08'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={saved}
          onAccept={setSaved}
          slots={{ actionBar: RefillActionBar }}
          slotProps={{ toolbar: { hidden: true } }}
          sx={{ width: 'fit-content' }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Pharmacy record: {saved ? saved.format('MMMM D, YYYY') : 'no refill date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
