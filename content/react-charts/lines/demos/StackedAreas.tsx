import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A household's electricity use, by purpose, in kWh per month.
const heating = [410, 360, 290, 170, 80, 20, 0, 0, 40, 150, 280, 390];
const hotWater = [120, 110, 115, 105, 100, 90, 85, 85, 95, 105, 115, 125];
const appliances = [140, 130, 135, 130, 125, 120, 125, 120, 125, 135, 140, 150];

const kWh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function StackedAreas() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Household electricity use by purpose"
        desc="Monthly electricity use in kilowatt-hours, stacked by purpose: heating, hot water and appliances. Heating dominates in winter and drops to zero in July and August."
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 60 }]}
        series={[
          { data: appliances, label: 'Appliances', stack: 'home', area: true, valueFormatter: kWh },
          { data: hotWater, label: 'Hot water', stack: 'home', area: true, valueFormatter: kWh },
          { data: heating, label: 'Heating', stack: 'home', area: true, valueFormatter: kWh },
        ]}
      />
    </Box>
  );
}
