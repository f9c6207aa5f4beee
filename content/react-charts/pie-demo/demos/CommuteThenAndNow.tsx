import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How the employees of one company got to work, in percent, ten years apart.
const modes = [
  { id: 'car', label: 'Car', color: '#546e7a', shares: { 2015: 58, 2025: 34 } },
  { id: 'transit', label: 'Transit', color: '#5e35b1', shares: { 2015: 27, 2025: 36 } },
  { id: 'bike', label: 'Bike', color: '#2e7d32', shares: { 2015: 8, 2025: 21 } },
  { id: 'walk', label: 'Walk', color: '#bf360c', shares: { 2015: 7, 2025: 9 } },
];

type Year = 2015 | 2025;

const seriesFor = (year: Year, cx: string) => ({
  id: `commute-${year}`,
  cx,
  outerRadius: '50%',
  data: modes.map(({ id, label, color, shares }) => ({ id, label, color, value: shares[year] })),
  arcLabel: 'label' as const,
  arcLabelMinAngle: 30,
  valueFormatter: (item: { value: number }) => `${item.value}% of staff (${year})`,
});

export default function CommuteThenAndNow() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', textAlign: 'center' }}>
        <Typography variant="subtitle2">2015</Typography>
        <Typography variant="subtitle2">2025</Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Commuting modes in 2015 and 2025"
          desc="Two pies side by side. 2015: car 58%, transit 27%, bike 8%, walk 7%. 2025: car 34%, transit 36%, bike 21%, walk 9%."
          hideLegend
          series={[seriesFor(2015, '25%'), seriesFor(2025, '75%')]}
          sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 13, fontWeight: 600 } }}
        />
      </Box>
    </Box>
  );
}
