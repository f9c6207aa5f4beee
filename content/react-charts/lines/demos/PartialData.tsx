import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);

// Weekly footfall (visitors) counted by the sensors of three entrances of a museum.
// The east sensor was offline in weeks 5 and 6; the garden entrance opened in week 4;
// the new wing sensor has only reported eight weeks so far.
const eastEntrance = [3120, 3340, 3280, 3410, null, null, 3650, 3590, 3720, 3800, 3770, 3910];
const gardenEntrance = [null, null, null, 820, 1040, 1260, 1380, 1510, 1490, 1620, 1700, 1760];
const newWing = [1980, 2050, 2210, 2160, 2300, 2420, 2380, 2510];

const visitors = (value: number | null) => (value === null ? 'No data' : `${value} visitors`);

export default function PartialData() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Museum visitors per entrance"
        desc="Weekly visitor counts for twelve weeks. The east entrance has no data for weeks 5 and 6, the garden entrance starts in week 4, and the new wing stops after week 8."
        xAxis={[{ data: weeks, scaleType: 'point' }]}
        yAxis={[{ label: 'Visitors per week', width: 60 }]}
        series={[
          { data: eastEntrance, label: 'East entrance', valueFormatter: visitors },
          { data: newWing, label: 'New wing', valueFormatter: visitors },
          { data: gardenEntrance, label: 'Garden', valueFormatter: visitors },
        ]}
      />
    </Box>
  );
}
