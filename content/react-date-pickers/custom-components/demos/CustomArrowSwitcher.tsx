import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { IconButtonProps } from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Receives the props of the default IconButton (onClick, disabled, title,
// aria-label, edge, size) and the arrow icon as `children`.
function SquareArrowButton(props: IconButtonProps & { ownerState?: unknown }) {
  const { edge, size, color, ownerState, ...other } = props;
  return <Button {...other} variant="outlined" size="small" sx={{ minWidth: 32, px: 0.5, mx: 0.25 }} />;
}

export default function CustomArrowSwitcher() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%', overflowX: 'auto' }}>
        <DateCalendar
          defaultValue={dayjs('2025-11-28')}
          slots={{
            previousIconButton: SquareArrowButton,
            nextIconButton: SquareArrowButton,
            leftArrowIcon: ArrowBackIcon,
            rightArrowIcon: ArrowForwardIcon,
          }}
          slotProps={{ leftArrowIcon: { fontSize: 'small' }, rightArrowIcon: { fontSize: 'small' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
