import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// How full each of a town's three reservoirs is, in percent of capacity.
const reservoirs = [
  { name: 'North Fork', percentFull: 82 },
  { name: 'Cedar Lake', percentFull: 57 },
  { name: 'Millbrook', percentFull: 23 },
];

export default function ReservoirLevels() {
  return (
    <Box sx={{ height: 200, display: 'flex', gap: 1 }}>
      {reservoirs.map((reservoir) => (
        <Box key={reservoir.name} sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Gauge
            value={reservoir.percentFull}
            height={160}
            title={`${reservoir.name} reservoir`}
            desc={`${reservoir.name} is filled to ${reservoir.percentFull}% of its capacity.`}
          />
          <Typography variant="body2">{reservoir.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            % of capacity
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
