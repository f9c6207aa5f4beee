import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

type Orientation = 'portrait' | 'landscape';
type Part = 'toolbar' | 'shortcuts' | 'contentWrapper' | 'actionBar';

// A library loan: the return date is counted from the day the book leaves the shelf.
const borrowedOn = dayjs('2025-03-03');
const loanPeriods: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '1 week', getValue: () => borrowedOn.add(1, 'week') },
  { label: '2 weeks', getValue: () => borrowedOn.add(2, 'week') },
  { label: '3 weeks', getValue: () => borrowedOn.add(3, 'week') },
];

const parts: { part: Part; color: (theme: Theme) => string }[] = [
  { part: 'toolbar', color: (theme) => theme.palette.primary.main },
  { part: 'shortcuts', color: (theme) => theme.palette.secondary.main },
  { part: 'contentWrapper', color: (theme) => theme.palette.success.main },
  { part: 'actionBar', color: (theme) => theme.palette.warning.main },
];

// Outlines every part of the layout in its own color, inside its own box.
const outlines = (theme: Theme) =>
  Object.fromEntries(
    parts.map(({ part, color }) => [
      `& .${pickersLayoutClasses[part]}`,
      { outline: `2px dashed ${color(theme)}`, outlineOffset: -2 },
    ]),
  );

// The grid placement the browser applied to an element, as CSS would write it.
function placement(element: Element | null | undefined) {
  if (!element) {
    return { column: 'not rendered', row: '' };
  }
  const style = window.getComputedStyle(element);
  const span = (start: string, end: string) => (end === 'auto' ? start : `${start} / ${end}`);
  return {
    column: `column ${span(style.gridColumnStart, style.gridColumnEnd)}`,
    row: `row ${span(style.gridRowStart, style.gridRowEnd)}`,
  };
}

export default function LayoutAnatomy() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');
  const layoutRef = React.useRef<HTMLDivElement>(null);
  const [placements, setPlacements] = React.useState<Partial<Record<Part, ReturnType<typeof placement>>>>({});

  React.useLayoutEffect(() => {
    const root = layoutRef.current;
    setPlacements(
      Object.fromEntries(
        parts.map(({ part }) => [part, placement(root?.querySelector(`.${pickersLayoutClasses[part]}`))]),
      ),
    );
  }, [orientation]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 730, width: '100%' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <StaticDatePicker
            ref={layoutRef}
            orientation={orientation}
            defaultValue={borrowedOn.add(2, 'week')}
            slotProps={{
              shortcuts: { items: loanPeriods },
              actionBar: { actions: ['today', 'accept'] },
            }}
            sx={[outlines, { width: 'fit-content' }]}
          />
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, maxWidth: 440, mt: 2, mb: 0 }}
        >
          {parts.map(({ part, color }) => (
            <Box key={part} sx={{ borderLeft: (theme) => `4px dashed ${color(theme)}`, pl: 1 }}>
              <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {part}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {placements[part]?.column}
                <br />
                {placements[part]?.row}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
