import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Loaves a bakery sells per day: a base demand plus a random swing of up to ±30.
const baseDemand = [120, 110, 115, 125, 160, 210, 180];
const drawWeek = () => baseDemand.map((base) => base + Math.round((Math.random() - 0.5) * 60));

export default function BarAnimation() {
  const [week, setWeek] = React.useState(1);
  const [loaves, setLoaves] = React.useState(baseDemand);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  const nextWeek = () => {
    setWeek((w) => w + 1);
    setLoaves(drawWeek());
  };

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, px: 2 }}>
        <Button variant="outlined" size="small" onClick={nextWeek}>
          Simulate next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title={`Loaves of bread sold per day, simulated week ${week}`}
          desc="Sales follow the same weekly pattern each simulated week, with Saturday usually the busiest day and a random swing of up to 30 loaves a day."
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={[{ min: 0, max: 260, label: 'Loaves' }]}
          series={[{ data: loaves, label: `Week ${week}`, valueFormatter: (v) => `${v} loaves` }]}
          skipAnimation={skipAnimation}
          hideLegend
        />
      </Box>
    </Box>
  );
}
