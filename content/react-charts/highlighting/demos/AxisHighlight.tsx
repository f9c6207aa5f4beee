import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';

type HighlightType = 'none' | 'line' | 'band';

const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Breeding pairs of two seabird species counted on an island nature reserve.
const puffins = [1840, 1910, 1785, 1702, 1655, 1720, 1810, 1890];
const terns = [620, 655, 702, 748, 731, 790, 845, 880];

const options: HighlightType[] = ['none', 'line', 'band'];

export default function AxisHighlight() {
  const [x, setX] = React.useState<HighlightType>('line');
  const [y, setY] = React.useState<HighlightType>('line');

  return (
    <Stack spacing={2} sx={{ height: 380 }}>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        {[
          { label: 'axisHighlight.x', value: x, set: setX },
          { label: 'axisHighlight.y', value: y, set: setY },
        ].map((control) => (
          <TextField
            key={control.label}
            select
            size="small"
            label={control.label}
            value={control.value}
            onChange={(event) => control.set(event.target.value as HighlightType)}
            sx={{ width: 160 }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Seabird breeding pairs"
          desc="Puffin and tern pairs counted on an island reserve from 2017 to 2024. Puffins dip to 1,655 pairs in 2021 and recover; terns grow steadily to 880 pairs."
          xAxis={[{ data: years, scaleType: 'point', valueFormatter: (v: number) => String(v) }]}
          yAxis={[{ width: 50 }]}
          series={[
            { data: puffins, label: 'Puffin pairs' },
            { data: terns, label: 'Tern pairs' },
          ]}
          axisHighlight={{ x, y }}
        />
      </Box>
    </Stack>
  );
}
