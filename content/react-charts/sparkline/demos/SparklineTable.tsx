import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily rainfall over two weeks (mm) in four cities.
const cities = [
  { name: 'Bergen', rain: [12, 8, 15, 22, 5, 0, 3, 18, 26, 14, 9, 11, 20, 7] },
  { name: 'Lisbon', rain: [0, 0, 2, 0, 0, 5, 1, 0, 0, 0, 3, 0, 0, 1] },
  { name: 'Mumbai', rain: [31, 44, 12, 58, 67, 25, 40, 73, 51, 19, 36, 62, 48, 29] },
  { name: 'Cairo', rain: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
];

export default function SparklineTable() {
  return (
    <Table size="small" sx={{ height: 250 }}>
      <TableHead>
        <TableRow>
          <TableCell>City</TableCell>
          <TableCell align="right">Total (mm)</TableCell>
          <TableCell sx={{ width: '50%' }}>Daily rainfall, 14 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cities.map((city) => (
          <TableRow key={city.name}>
            <TableCell>{city.name}</TableCell>
            <TableCell align="right">{city.rain.reduce((a, b) => a + b, 0)}</TableCell>
            <TableCell sx={{ py: 0.5 }}>
              <SparkLineChart
                title={`Daily rainfall in ${city.name}`}
                desc={`Fourteen days of rainfall in ${city.name}, from ${Math.min(...city.rain)} to ${Math.max(...city.rain)} mm a day.`}
                plotType="bar"
                data={city.rain}
                yAxis={{ min: 0, max: 80 }}
                height={36}
                margin={2}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
