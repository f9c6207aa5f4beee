import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier, ChartsAxisData } from '@mui/x-charts/models';

const stations = ['Harbor', 'Old Town', 'University', 'Stadium', 'Airport'];

// Bikes rented from each station of a bike-share scheme, in one week.
const series = [
  { id: 'classic', label: 'Classic bikes', data: [412, 538, 690, 244, 131] },
  { id: 'electric', label: 'E-bikes', data: [287, 301, 455, 198, 176] },
];

export default function BarClick() {
  const [itemLog, setItemLog] = React.useState('Click a bar.');
  const [axisLog, setAxisLog] = React.useState('Click anywhere in a station’s column.');

  const handleItemClick = (_event: React.MouseEvent<SVGElement>, item: BarItemIdentifier) => {
    const bar = series.find((s) => s.id === item.seriesId);
    setItemLog(
      `onItemClick: seriesId "${item.seriesId}", dataIndex ${item.dataIndex} → ${bar?.data[item.dataIndex]} ${bar?.label} at ${stations[item.dataIndex]}`,
    );
  };

  const handleAxisClick = (_event: MouseEvent, data: ChartsAxisData | null) => {
    if (!data) return;
    const values = Object.entries(data.seriesValues)
      .map(([id, value]) => `${id}: ${value}`)
      .join(', ');
    setAxisLog(`onAxisClick: axisValue "${data.axisValue}", dataIndex ${data.dataIndex} → ${values}`);
  };

  return (
    <Box sx={{ width: '100%', height: 400, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Weekly bike rentals per station, classic bikes and e-bikes"
          desc="University is the busiest station with 1,145 rentals, and the Airport station is the only one where e-bikes outnumber classic bikes."
          xAxis={[{ scaleType: 'band', data: stations }]}
          series={series}
          onItemClick={handleItemClick}
          onAxisClick={handleAxisClick}
        />
      </Box>
      <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover', borderRadius: 1, minHeight: 72 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {itemLog}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {axisLog}
        </Typography>
      </Box>
    </Box>
  );
}
