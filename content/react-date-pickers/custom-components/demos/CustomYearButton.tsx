import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Documents stored in a household's tax archive, by year.
const filesByYear: Record<number, number> = {
  2017: 3,
  2018: 5,
  2019: 4,
  2021: 7,
  2022: 6,
  2023: 9,
  2024: 2,
};

type YearButtonProps = React.ComponentProps<'button'> & { ownerState?: unknown };

// The calendar passes the year as text in `children`, and the props of a native
// button: role, aria-checked, tabIndex, the handlers and the ref used for focus.
function ArchiveYearButton(props: YearButtonProps) {
  const { children, ownerState, ...other } = props;
  const files = filesByYear[Number(children)] ?? 0;

  return (
    <ButtonBase
      {...other}
      sx={{
        flexDirection: 'column',
        width: 72,
        height: 52,
        borderRadius: 2,
        '&[aria-checked="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '&.Mui-disabled': { opacity: 0.45 },
        '&:hover, &:focus-visible': { outline: 2, outlineColor: 'primary.light' },
      }}
    >
      <Typography variant="subtitle1" component="span">
        {children}
      </Typography>
      <Typography variant="caption" component="span">
        {files === 0 ? 'empty' : `${files} files`}
      </Typography>
    </ButtonBase>
  );
}

const hasNoFiles = (year: Dayjs) => !filesByYear[year.year()];

export default function CustomYearButton() {
  const [year, setYear] = React.useState<Dayjs>(dayjs('2023-01-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 250, width: '100%', overflowX: 'auto' }}>
        {/* The year view fills the height of its parent; `height: 'auto'` fits it to its rows. */}
        <YearCalendar
          value={year}
          onChange={setYear}
          minDate={dayjs('2017-01-01')}
          maxDate={dayjs('2024-12-31')}
          shouldDisableYear={hasNoFiles}
          slots={{ yearButton: ArchiveYearButton }}
          sx={{ height: 'auto' }}
        />
        <Typography variant="body2" sx={{ px: 2, mt: 1 }}>
          Showing the {filesByYear[year.year()] ?? 0} documents of {year.year()}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
