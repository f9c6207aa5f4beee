import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly production of a small run-of-river hydro plant, in MWh.
// Measured until June; the forecast starts from the June value so the two lines meet.
const measured = [410, 380, 520, 690, 760, 640, null, null, null, null, null, null];
const forecast = [null, null, null, null, null, 640, 520, 430, 460, 560, 610, 500];
// The likely range of the forecast: a lower bound, and the spread above it.
const low = [null, null, null, null, null, 640, 470, 360, 370, 450, 480, 370];
const high = [null, null, null, null, null, 640, 570, 500, 550, 670, 740, 630];
const spread = low.map((value, index) => (value === null ? null : high[index]! - value));

const mwh = (value: number | null) => (value === null ? null : `${value} MWh`);

export default function HydroForecast() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <LineChart
        title="Hydro plant production, measured and forecast"
        desc="Monthly production in megawatt-hours: measured from January to June, peaking at 760 MWh in May, then forecast from July to December between 430 and 610 MWh, inside a shaded likely range."
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Production (MWh)', min: 0, width: 60 }]}
        series={[
          { id: 'measured', data: measured, label: 'Measured', color: '#1e88e5', valueFormatter: mwh },
          { id: 'forecast', data: forecast, label: 'Forecast', color: '#1e88e5', showMark: false, valueFormatter: mwh },
          {
            id: 'low',
            data: low,
            stack: 'range',
            area: true,
            showMark: false,
            disableHighlight: true,
            // Hidden from the tooltip: the range series shows both bounds.
            valueFormatter: () => null,
          },
          {
            id: 'spread',
            data: spread,
            stack: 'range',
            area: true,
            label: 'Likely range',
            color: '#90caf9',
            showMark: false,
            disableHighlight: true,
            valueFormatter: (value, { dataIndex }) =>
              value === null || dataIndex === 5 ? null : `${low[dataIndex]}–${high[dataIndex]} MWh`,
          },
        ]}
        sx={{
          '& .MuiAreaElement-series-low': { fill: 'transparent' },
          '& .MuiAreaElement-series-spread': { opacity: 0.4 },
          '& .MuiLineElement-series-low, & .MuiLineElement-series-spread': { display: 'none' },
          '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
        }}
      >
        <ChartsReferenceLine x="Jun" label="Today" labelAlign="start" lineStyle={{ strokeDasharray: '2 3' }} />
      </LineChart>
    </Box>
  );
}
