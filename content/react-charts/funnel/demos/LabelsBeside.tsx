import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets of a week: opened, answered within an hour, solved at first reply.
const tickets = [
  { label: 'Opened', value: 960 },
  { label: 'Answered within 1 h', value: 700 },
  { label: 'Solved at first reply', value: 310 },
  { label: 'Reopened', value: 35 },
];

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#5E8FE8', '#7F86E6', '#A07EDB', '#C17ACB'],
  dark: ['#1F4B96', '#393F99', '#553597', '#702C86'],
};

export default function LabelsBeside() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Support tickets in one week"
        desc="960 tickets opened, 700 answered within an hour, 310 solved at the first reply and 35 reopened."
        colors={(mode) => palettes[mode]}
        series={[
          {
            data: tickets,
            valueFormatter: (item) => `${item.value} tickets`,
            // Wide sections keep their label inside; narrow ones get it just outside, on the right.
            sectionLabel: (item) =>
              item.value > 500
                ? { position: { vertical: 'middle', horizontal: 'center' } }
                : {
                    position: { vertical: 'middle', horizontal: 'end' },
                    textAnchor: 'start',
                    offset: { x: 8 },
                  },
          },
        ]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );
}
