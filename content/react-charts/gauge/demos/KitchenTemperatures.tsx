import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A restaurant kitchen: a freezer that runs below zero and an oven set between 50 and 250 °C.
const freezer = { min: -30, max: 0, value: -18 };
const oven = { min: 50, max: 250 };

export default function KitchenTemperatures() {
  const [ovenTemperature, setOvenTemperature] = React.useState(180);

  return (
    <Box sx={{ height: 260, display: 'flex', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Gauge
          value={freezer.value}
          valueMin={freezer.min}
          valueMax={freezer.max}
          startAngle={-110}
          endAngle={110}
          height={180}
          text={({ value }) => `${value} °C`}
          title="Freezer temperature"
          desc={`The freezer is at ${freezer.value} °C on a scale from ${freezer.min} to ${freezer.max} °C.`}
        />
        <Typography variant="body2">Freezer, −30 to 0 °C</Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Gauge
          value={ovenTemperature}
          valueMin={oven.min}
          valueMax={oven.max}
          startAngle={-110}
          endAngle={110}
          height={180}
          text={({ value }) => `${value} °C`}
          title="Oven temperature"
          desc={`The oven is set to ${ovenTemperature} °C on a scale from ${oven.min} to ${oven.max} °C.`}
        />
        <Typography variant="body2">Oven, 50 to 250 °C</Typography>
        <Slider
          aria-label="Oven temperature in °C"
          value={ovenTemperature}
          min={oven.min}
          max={oven.max}
          step={5}
          onChange={(_event, value) => setOvenTemperature(value as number)}
          size="small"
          sx={{ width: '80%' }}
        />
      </Box>
    </Box>
  );
}
