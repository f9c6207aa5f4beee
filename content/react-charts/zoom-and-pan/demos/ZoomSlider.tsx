import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Split times of a runner every kilometer of a marathon, in minutes per kilometer.
const kilometers = Array.from({ length: 42 }, (_, index) => index + 1);
const pace = kilometers.map((km) => {
  const fatigue = km > 30 ? (km - 30) * 0.09 : 0;
  return Math.round((4.9 + Math.sin(km * 1.3) * 0.08 + fatigue) * 100) / 100;
});

const MIN_SPAN = 10; // percent of the axis

export default function ZoomSlider() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'km', start: 50, end: 100 },
  ]);

  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };

  // Keeps the two thumbs at least 10 points apart, like the minSpan of the axis.
  const handleSlider = (_event: Event, value: number | number[], activeThumb: number) => {
    if (!Array.isArray(value)) {
      return;
    }
    const [low = 0, high = 100] = value;
    const range =
      activeThumb === 0
        ? { start: Math.min(low, end - MIN_SPAN), end }
        : { start, end: Math.max(high, start + MIN_SPAN) };
    setZoomData([{ axisId: 'km', ...range }]);
  };

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <LineChartPro
        title="Marathon pace per kilometer"
        desc="Pace of a runner for each of 42 kilometers: steady near 4.9 minutes per kilometer until kilometer 30, then slowing to about 6 at the finish. The chart opens on the second half of the race; a slider under it sets the visible range."
        xAxis={[
          {
            id: 'km',
            data: kilometers,
            label: 'Kilometer',
            // 'strict' makes the axis run from the first to the last kilometer (1 to 42).
            domainLimit: 'strict',
            // Whole kilometers only, even when zoomed in.
            tickMinStep: 1,
            zoom: { minSpan: MIN_SPAN, panning: false },
          },
        ]}
        yAxis={[{ label: 'Pace (min/km)', width: 55 }]}
        series={[{ data: pace, label: 'Pace', valueFormatter: (value) => `${value} min/km` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <Box sx={{ height: 40, px: 3 }}>
        <Slider
          value={[start, end]}
          onChange={handleSlider}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `km ${Math.round(1 + (value / 100) * 41)}`}
          disableSwap
          getAriaLabel={(index) => (index === 0 ? 'Start of the range' : 'End of the range')}
        />
      </Box>
    </Box>
  );
}
