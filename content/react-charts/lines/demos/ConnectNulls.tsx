import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// A cyclist's resting heart rate, in beats per minute, measured most mornings.
const restingHeartRate = [54, 53, null, 55, 52, null, null, 51, 52, null, 50, 51];

export default function ConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(true);

  return (
    <Stack sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />
        }
        label="connectNulls"
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Resting heart rate over twelve days"
          desc="Morning resting heart rate in beats per minute, slowly falling from 54 to 51 bpm. Five mornings have no measurement."
          xAxis={[{ data: days.map((day, index) => `${day} ${index + 1}`), scaleType: 'point' }]}
          yAxis={[{ label: 'Heart rate (bpm)', min: 46, max: 58 }]}
          series={[
            {
              data: restingHeartRate,
              label: 'Resting heart rate',
              connectNulls,
              color: '#d32f2f',
              valueFormatter: (value) => (value === null ? 'Not measured' : `${value} bpm`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
