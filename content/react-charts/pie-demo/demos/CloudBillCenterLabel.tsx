import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A startup's cloud bill for April, in US dollars.
const bill = [
  { id: 'compute', label: 'Compute', value: 642 },
  { id: 'storage', label: 'Storage', value: 218 },
  { id: 'database', label: 'Database', value: 297 },
  { id: 'network', label: 'Network', value: 127 },
];

const total = bill.reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

// Rendered inside the chart's <svg>, it centers itself on the drawing area.
function TotalInCenter({ amount, caption }: { amount: string; caption: string }) {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 22, fontWeight: 700 }}>
        {amount}
      </CenterText>
      <CenterText x={x} y={y + 14} sx={{ fontSize: 12, opacity: 0.7 }}>
        {caption}
      </CenterText>
    </g>
  );
}

export default function CloudBillCenterLabel() {
  return (
    <Box sx={{ width: '100%', height: 280, display: 'flex' }}>
      <PieChart
        title="Cloud bill for April by service"
        desc="Donut chart of a 1,284 dollar cloud bill: compute 642, database 297, storage 218 and network 127 dollars. The total is written in the center."
        series={[
          {
            data: bill,
            innerRadius: '65%',
            valueFormatter: (item) => `$${item.value}`,
          },
        ]}
      >
        <TotalInCenter amount={`$${total.toLocaleString('en-US')}`} caption="April total" />
      </PieChart>
    </Box>
  );
}
