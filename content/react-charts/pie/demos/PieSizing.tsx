import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Average water use of a four-person household per day, in liters.
const waterUse = [
  { id: 'shower', label: 'Shower', value: 190 },
  { id: 'toilet', label: 'Toilet', value: 145 },
  { id: 'laundry', label: 'Laundry', value: 85 },
  { id: 'kitchen', label: 'Kitchen', value: 70 },
  { id: 'garden', label: 'Garden', value: 55 },
];

type Setting = { name: string; unit: string; max: number; step: number };

const settings: Setting[] = [
  { name: 'innerRadius', unit: '%', max: 80, step: 5 },
  { name: 'paddingAngle', unit: '°', max: 10, step: 1 },
  { name: 'cornerRadius', unit: 'px', max: 12, step: 1 },
];

export default function PieSizing() {
  const [values, setValues] = React.useState<Record<string, number>>({
    innerRadius: 40,
    paddingAngle: 2,
    cornerRadius: 4,
  });
  const [half, setHalf] = React.useState(false);

  return (
    <Box sx={{ width: '100%', height: 420, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          columnGap: 3,
          px: 1,
        }}
      >
        {settings.map(({ name, unit, max, step }) => (
          <Box key={name}>
            <Typography variant="caption" component="div" id={`pie-sizing-${name}`}>
              {name}: {values[name]}
              {unit}
            </Typography>
            <Slider
              size="small"
              min={0}
              max={max}
              step={step}
              value={values[name]}
              onChange={(_, value) => setValues({ ...values, [name]: value as number })}
              aria-labelledby={`pie-sizing-${name}`}
            />
          </Box>
        ))}
        <FormControlLabel
          control={<Switch size="small" checked={half} onChange={(event) => setHalf(event.target.checked)} />}
          label={<Typography variant="caption">Half pie (−90° to 90°)</Typography>}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Household water use per day"
          desc="Pie chart of a household's daily water use in liters: shower 190, toilet 145, laundry 85, kitchen 70 and garden 55."
          series={[
            {
              data: waterUse,
              innerRadius: `${values.innerRadius}%`,
              paddingAngle: values.paddingAngle,
              cornerRadius: values.cornerRadius,
              startAngle: half ? -90 : 0,
              endAngle: half ? 90 : 360,
              cy: half ? '75%' : '50%',
              valueFormatter: (item) => `${item.value} L`,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
