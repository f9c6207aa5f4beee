import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Occupied spaces in three car parks of a train station.
const occupied = { main: 312, east: 87, bikes: 140 };

export default function ParkingText() {
  return (
    <Box sx={{ height: 190, display: 'flex', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Gauge
          value={occupied.main}
          valueMax={400}
          startAngle={-110}
          endAngle={110}
          height={150}
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 14 } }}
          title="Main car park"
          desc={`${occupied.main} of 400 spaces are taken.`}
        />
        <Typography variant="body2">Main car park, spaces</Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Gauge
          value={occupied.east}
          valueMax={120}
          startAngle={-110}
          endAngle={110}
          height={150}
          text={({ value, valueMax }) =>
            value === null ? null : `${Math.round((value / valueMax) * 100)}%\ntaken`
          }
          title="East car park"
          desc={`${occupied.east} of 120 spaces are taken.`}
        />
        <Typography variant="body2">East car park, % taken</Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Gauge
          value={occupied.bikes}
          valueMax={140}
          startAngle={-110}
          endAngle={110}
          height={150}
          text="Full"
          sx={{ [`& .${gaugeClasses.valueText} text`]: { fill: '#d32f2f', fontWeight: 700 } }}
          title="Bike racks"
          desc="All 140 bike spaces are taken."
        />
        <Typography variant="body2">Bike racks, 140 spaces</Typography>
      </Box>
    </Box>
  );
}
