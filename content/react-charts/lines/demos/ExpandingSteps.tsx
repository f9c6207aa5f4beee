import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const slots = ['0–4h', '4–8h', '8–12h', '12–16h', '16–20h', '20–24h'];

// A time-of-use electricity tariff, in cents per kWh, for each four-hour slot of the day.
const tariff = [14, 18, 31, 24, 38, 22];

export default function ExpandingSteps() {
  const [strict, setStrict] = React.useState(false);

  return (
    <Stack sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="strictStepCurve"
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Electricity price by time of day"
          desc="Tariff in cents per kilowatt-hour for six four-hour slots: 14 at night, 31 in the morning, 38 in the evening peak from 16:00 to 20:00."
          grid={{ horizontal: true }}
          xAxis={[{ data: slots, scaleType: 'band' }]}
          yAxis={[{ label: 'Price (¢/kWh)', min: 0 }]}
          series={[
            {
              data: tariff,
              label: 'Tariff',
              curve: 'step',
              strictStepCurve: strict,
              area: true,
              valueFormatter: (value) => (value === null ? '' : `${value} ¢/kWh`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
