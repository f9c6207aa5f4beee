import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';

const lanes = ['Lane 1', 'Lane 2', 'Lane 3', 'Lane 4', 'Lane 5', 'Lane 6'];

// Lengths swum per lane at a public pool on a Saturday morning.
const lengths = [212, 348, 401, 377, 290, 164];

type Status = 'empty' | 'loading' | 'loaded';

export default function LoadingWithAxes() {
  const [status, setStatus] = React.useState<Status>('empty');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const load = () => {
    setStatus('loading');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('loaded'), 1500);
  };

  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, px: 2 }}>
        <Button size="small" variant="outlined" onClick={load} disabled={status === 'loading'}>
          Load lengths
        </Button>
        <Button size="small" onClick={() => setStatus('empty')}>
          Clear
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Lengths swum per lane at a public pool on a Saturday morning"
          desc="The middle lanes 3 and 4 are the busiest, with 401 and 377 lengths, and the outer lanes the quietest."
          loading={status === 'loading'}
          // The axes keep their categories and range while there is no data.
          xAxis={[{ scaleType: 'band', data: lanes }]}
          yAxis={[{ min: 0, max: 450, label: 'Lengths', width: 55 }]}
          // In 8.0.0-beta.3 a bar series with an empty `data` array crashes the plot, so
          // the chart gets no series at all until the data is there.
          series={status === 'loaded' ? [{ data: lengths, label: 'Lengths swum' }] : []}
          hideLegend
        />
      </Box>
    </Box>
  );
}
