import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Rainfall of a coastal town for each week of a year, in millimeters.
const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const rainfall = weeks.map((_, index) => {
  const wetSeason = 28 * (1 + Math.cos(((index - 46) / 52) * 2 * Math.PI));
  return Math.round(wetSeason * (0.6 + ((index * 41) % 13) / 15));
});

const initial: ZoomData[] = [{ axisId: 'weeks', start: 0, end: 100 }];

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(initial);
  const { start, end } = zoomData[0] ?? { start: 0, end: 100 };
  // The band axis splits its range evenly between the 52 weeks.
  const firstWeek = Math.min(52, Math.floor((start / 100) * 52) + 1);
  const lastWeek = Math.max(firstWeek, Math.ceil((end / 100) * 52));

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" sx={{ height: 40, alignItems: 'center', gap: 2, px: 1 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Weeks {firstWeek} to {lastWeek} ({start.toFixed(0)}% to {end.toFixed(0)}%)
        </Typography>
        <Button size="small" onClick={() => setZoomData(initial)}>
          Reset
        </Button>
      </Stack>
      <BarChartPro
        title="Weekly rainfall over a year"
        desc="Rainfall in each of 52 weeks, from almost none in May and June to nearly 80 mm in November. Scroll to zoom; the range shown is written above the chart."
        xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks, zoom: true }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 55 }]}
        series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (value) => `${value} mm` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
    </Box>
  );
}
