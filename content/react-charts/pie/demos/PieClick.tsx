import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DefaultizedPieValueType, PieItemIdentifier } from '@mui/x-charts/models';

// A town's yearly budget by department, in millions of dollars.
const budget = [
  { id: 'schools', label: 'Schools', value: 48.5 },
  { id: 'roads', label: 'Roads and transit', value: 21.3 },
  { id: 'safety', label: 'Public safety', value: 19.8 },
  { id: 'parks', label: 'Parks', value: 7.2 },
  { id: 'library', label: 'Library', value: 3.9 },
  { id: 'admin', label: 'Administration', value: 9.6 },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function PieClick() {
  const [message, setMessage] = React.useState('Click a slice to see its share of the budget.');

  const handleClick = (
    _event: React.MouseEvent<SVGPathElement>,
    identifier: PieItemIdentifier,
    item: DefaultizedPieValueType,
  ) => {
    const share = ((item.value / total) * 100).toFixed(1);
    setMessage(
      `dataIndex ${identifier.dataIndex} of series "${identifier.seriesId}": ` +
        `${item.formattedValue}, ${share}% of the budget.`,
    );
  };

  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Town budget by department"
          desc="Pie chart of a town's yearly budget in millions of dollars: schools 48.5, roads and transit 21.3, public safety 19.8, parks 7.2, library 3.9 and administration 9.6."
          series={[
            {
              id: 'budget-2025',
              data: budget,
              innerRadius: '35%',
              valueFormatter: (item) => `$${item.value}M`,
            },
          ]}
          onItemClick={handleClick}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ height: 48, pt: 1, overflow: 'hidden' }}>
        {message}
      </Typography>
    </Box>
  );
}
