import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, type GaugeProps } from '@mui/x-charts/Gauge';

// One value, four shapes: 68% of a weekly running goal of 40 km.
const percentOfGoal = 68;

const shapes: { caption: string; props: Partial<GaugeProps> }[] = [
  { caption: 'Defaults: full circle', props: {} },
  { caption: 'startAngle -90, endAngle 90', props: { startAngle: -90, endAngle: 90 } },
  {
    caption: '-135 to 135, cornerRadius 50%',
    props: { startAngle: -135, endAngle: 135, cornerRadius: '50%' },
  },
  {
    caption: 'innerRadius 88%, outerRadius 100%',
    props: { innerRadius: '88%', outerRadius: '100%' },
  },
];

export default function ArcShapes() {
  return (
    <Box
      sx={{
        height: 380,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 1,
      }}
    >
      {shapes.map((shape) => (
        <Box key={shape.caption} sx={{ minWidth: 0, textAlign: 'center' }}>
          <Gauge
            value={percentOfGoal}
            height={140}
            text={({ value }) => `${value}%`}
            title="Weekly running goal"
            desc={`${percentOfGoal}% of the 40 km weekly goal is done.`}
            {...shape.props}
          />
          <Typography variant="caption" component="p">
            {shape.caption}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
