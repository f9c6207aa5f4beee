import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// CPU temperature of a server, in °C: green below 60, amber below 80, red above.
function colorFor(temperature: number) {
  if (temperature < 60) {
    return '#2e7d32';
  }
  return temperature < 80 ? '#ed6c02' : '#d32f2f';
}

export default function ServerTemperature() {
  const [temperature, setTemperature] = React.useState(64);

  return (
    <Box sx={{ height: 260, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Gauge
        value={temperature}
        valueMin={20}
        valueMax={100}
        startAngle={-120}
        endAngle={120}
        innerRadius="72%"
        cornerRadius="50%"
        height={200}
        text={({ value }) => `${value} °C`}
        title="CPU temperature"
        desc={`The CPU runs at ${temperature} °C on a scale from 20 to 100 °C.`}
        sx={(theme) => ({
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 600 },
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(temperature) },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: theme.palette.grey[theme.palette.mode === 'dark' ? 800 : 300],
          },
        })}
      />
      <Typography variant="body2" id="cpu-temperature-label">
        Drag to change the temperature (°C)
      </Typography>
      <Slider
        aria-labelledby="cpu-temperature-label"
        value={temperature}
        min={20}
        max={100}
        onChange={(_event, value) => setTemperature(value as number)}
        size="small"
        sx={{ width: 220 }}
      />
    </Box>
  );
}
