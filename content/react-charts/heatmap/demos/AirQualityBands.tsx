import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const stations = ['Harbor', 'Old town', 'Airport', 'Hillside', 'Ring road'];

// Monthly mean of fine particles (PM2.5, µg/m³) at five measuring stations of one city.
const pm25 = [
  [14, 12, 9, 7, 6, 5, 5, 6, 7, 10, 13, 16],
  [24, 21, 16, 12, 9, 8, 8, 9, 11, 17, 23, 28],
  [19, 18, 14, 11, 10, 9, 10, 10, 11, 14, 18, 21],
  [9, 8, 6, 5, 4, 4, 4, 4, 5, 6, 8, 10],
  [31, 28, 22, 17, 14, 12, 12, 13, 16, 23, 29, 36],
];
const data = pm25.flatMap((row, y) =>
  row.map((value, x) => [x, y, value] as [number, number, number]),
);

// Three thresholds split the values into four bands, so four colors are needed.
const thresholds = [10, 20, 30];
const colors = ['#c7e9c0', '#fdd49e', '#fc8d59', '#b30000'];
const bands = ['Below 10', '10 to 20', '20 to 30', '30 and above'];

export default function AirQualityBands() {
  return (
    <Box sx={{ height: 320 }}>
      <Stack
        direction="row"
        sx={{ height: 40, flexWrap: 'wrap', columnGap: 2, alignItems: 'center', px: 1 }}
      >
        <Typography variant="caption">PM2.5 (µg/m³):</Typography>
        {bands.map((band, index) => (
          <Stack key={band} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colors[index], borderRadius: 0.5 }} />
            <Typography variant="caption">{band}</Typography>
          </Stack>
        ))}
      </Stack>
      <Heatmap
        height={280}
        xAxis={[{ data: months }]}
        yAxis={[{ data: stations, width: 70 }]}
        zAxis={[{ colorMap: { type: 'piecewise', thresholds, colors } }]}
        series={[{ data, label: 'PM2.5', valueFormatter: (value) => `${value?.[2]} µg/m³` }]}
      >
        <title>Fine particles by station and month</title>
        <desc>
          Monthly mean PM2.5 at five stations, in four bands. The ring road and the old town
          exceed 20 µg/m³ in winter; the hillside stays below 10 all year.
        </desc>
      </Heatmap>
    </Box>
  );
}
