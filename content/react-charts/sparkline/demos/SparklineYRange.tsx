import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Battery charge of two delivery drones during a shift (%).
const droneA = [98, 96, 93, 91, 88, 86, 83, 81, 79, 76];
const droneB = [97, 88, 76, 65, 52, 43, 31, 22, 14, 9];

const rows = [
  { name: 'Drone A', data: droneA },
  { name: 'Drone B', data: droneB },
];

export default function SparklineYRange() {
  return (
    <Box
      sx={{
        width: '100%',
        height: 220,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr 1fr',
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <span />
      <Typography variant="caption">Fitted to the data</Typography>
      <Typography variant="caption">yAxis from 0 to 100%</Typography>
      {rows.map((row) => (
        <React.Fragment key={row.name}>
          <Typography variant="body2">{row.name}</Typography>
          <SparkLineChart
            title={`${row.name} battery charge, axis fitted to the data`}
            desc={`Charge falls from ${row.data[0]}% to ${row.data[row.data.length - 1]}%.`}
            data={row.data}
            height={70}
          />
          <SparkLineChart
            title={`${row.name} battery charge, axis from 0 to 100%`}
            desc={`Charge falls from ${row.data[0]}% to ${row.data[row.data.length - 1]}%.`}
            data={row.data}
            yAxis={{ min: 0, max: 100 }}
            height={70}
          />
        </React.Fragment>
      ))}
    </Box>
  );
}
