import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const allActions: PickersActionBarAction[] = [
  'clear',
  'today',
  'cancel',
  'next',
  'nextOrAccept',
  'accept',
];

const formatPickup = (value: Dayjs | null) =>
  value ? value.format('ddd, MMM D [at] h:mm A') : 'empty';

export default function ActionsPlayground() {
  const [actions, setActions] = React.useState<PickersActionBarAction[]>([
    'clear',
    'nextOrAccept',
  ]);
  const [changed, setChanged] = React.useState('not called yet');
  const [accepted, setAccepted] = React.useState('not called yet');

  const toggle = (action: PickersActionBarAction) => {
    // Keep the buttons in the order of `allActions`.
    setActions((previous) =>
      allActions.filter((item) => (item === action ? !previous.includes(item) : previous.includes(item))),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 720, width: '100%' }}>
        <FormGroup row sx={{ columnGap: 1 }}>
          {allActions.map((action) => (
            <FormControlLabel
              key={action}
              label={<code>{action}</code>}
              control={
                <Checkbox size="small" checked={actions.includes(action)} onChange={() => toggle(action)} />
              }
            />
          ))}
        </FormGroup>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Last <code>onChange</code>: {changed}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Last <code>onAccept</code>: {accepted}
        </Typography>
        <StaticDateTimePicker
          defaultValue={dayjs('2025-06-20T14:30')}
          onChange={(value) => setChanged(formatPickup(value))}
          onAccept={(value) => setAccepted(formatPickup(value))}
          slotProps={{ actionBar: { actions }, toolbar: { hidden: true } }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
