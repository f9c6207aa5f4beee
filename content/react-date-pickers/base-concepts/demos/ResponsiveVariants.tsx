import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

// A parcel pickup date, rendered by the three kinds of picker.
const pickup = dayjs('2025-07-22');
const wideScreen = '@media (min-width: 900px)';

export default function ResponsiveVariants() {
  const finePointer = useMediaQuery('@media (pointer: fine)', { defaultMatches: true });
  const wide = useMediaQuery(wideScreen, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360, pt: 1 }}>
          <DesktopDatePicker label="Pickup (always desktop)" defaultValue={pickup} />
          <MobileDatePicker label="Pickup (always mobile)" defaultValue={pickup} />
          <DatePicker
            label="Pickup (desktop at 900 px and wider)"
            defaultValue={pickup}
            desktopModeMediaQuery={wideScreen}
          />
          <Typography variant="body2">
            Your pointer is {finePointer ? 'fine' : 'coarse'}: a default DatePicker
            would render its {finePointer ? 'desktop' : 'mobile'} variant here. The
            third one renders its {wide ? 'desktop' : 'mobile'} variant.
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
