import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// What fills a 256 GB phone, in gigabytes.
const storage = [
  { id: 'photos', label: 'Photos and videos', value: 92.4 },
  { id: 'apps', label: 'Apps', value: 48.7 },
  { id: 'messages', label: 'Messages', value: 21.3 },
  { id: 'system', label: 'System', value: 14.8 },
  { id: 'free', label: 'Free', value: 78.8, color: '#e0e0e0' },
];

export default function StorageDonut() {
  return (
    <Box sx={{ width: '100%', height: 280, display: 'flex' }}>
      <PieChart
        title="Phone storage use"
        desc="Donut chart of a 256 GB phone's storage: photos and videos 92.4 GB, apps 48.7 GB, messages 21.3 GB, system 14.8 GB and 78.8 GB free."
        series={[
          {
            data: storage,
            innerRadius: '62%',
            paddingAngle: 4,
            cornerRadius: 6,
            startAngle: -100,
            endAngle: 260,
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
      />
    </Box>
  );
}
