import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// Tickets sold for a three-day music festival, by sales channel.
const salesByDay = {
  Friday: { online: 5200, boxOffice: 1100, partners: 900 },
  Saturday: { online: 7400, boxOffice: 2600, partners: 1300 },
  Sunday: { online: 3900, boxOffice: 2900, partners: 500 },
};

type Day = keyof typeof salesByDay;

export default function PieAnimation() {
  const [day, setDay] = React.useState<Day>('Friday');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [mountKey, setMountKey] = React.useState(0);

  const sales = salesByDay[day];
  const data = [
    { id: 'online', label: 'Online', value: sales.online },
    { id: 'box-office', label: 'Box office', value: sales.boxOffice },
    { id: 'partners', label: 'Partners', value: sales.partners },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={day}
          onChange={(_, next: Day | null) => next && setDay(next)}
          aria-label="Festival day"
        >
          {Object.keys(salesByDay).map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none', py: 0.25 }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" onClick={() => setMountKey((key) => key + 1)}>
          Replay
        </Button>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          key={mountKey}
          title={`Festival tickets sold on ${day}`}
          desc={`Pie chart of ${day}'s ticket sales by channel: ${sales.online} online, ${sales.boxOffice} at the box office and ${sales.partners} through partners.`}
          skipAnimation={skipAnimation}
          series={[
            {
              data,
              innerRadius: '40%',
              arcLabel: 'value',
              valueFormatter: (item) => `${item.value.toLocaleString('en-US')} tickets`,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
