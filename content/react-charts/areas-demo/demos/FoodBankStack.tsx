import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Donations received by a food bank, in kilograms per month, by kind of food.
const dryGoods = [820, 760, 910, 1040, 1380, 1920];
const produce = [640, 710, 580, 430, 390, 410];
const dairy = [210, 190, 230, 260, 300, 380];

const kg = (value: number | null) => (value === null ? '' : `${value} kg`);

export default function FoodBankStack() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Food bank donations by kind"
        desc="Kilograms of food donated each month from July to December, stacked: dry goods, fresh produce and dairy. The total grows from 1670 kg to 2710 kg, driven by dry goods before the holidays."
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Donations (kg)', width: 60 }]}
        series={[
          { data: dryGoods, label: 'Dry goods', area: true, stack: 'food', showMark: false, valueFormatter: kg },
          { data: produce, label: 'Fresh produce', area: true, stack: 'food', showMark: false, valueFormatter: kg },
          { data: dairy, label: 'Dairy', area: true, stack: 'food', showMark: false, valueFormatter: kg },
        ]}
      />
    </Box>
  );
}
