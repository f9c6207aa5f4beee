import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider, type ChartDataProviderProps } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Fruit picked in an orchard during the harvest season, in tonnes per week.
const weeks = ['Wk 34', 'Wk 35', 'Wk 36', 'Wk 37', 'Wk 38', 'Wk 39', 'Wk 40'];
const tonnes = (value: number | null) => (value === null ? null : `${value} t`);

const series: ChartDataProviderProps['series'] = [
  { type: 'bar', label: 'Plums', data: [6.1, 7.4, 5.2, 2.0, 0.4, 0, 0], stack: 'fruit' },
  { type: 'bar', label: 'Pears', data: [0, 1.8, 4.6, 6.9, 5.3, 2.2, 0.6], stack: 'fruit' },
  { type: 'bar', label: 'Apples', data: [0, 0.9, 3.5, 8.2, 11.4, 12.8, 9.7], stack: 'fruit' },
].map((item) => ({ ...item, type: 'bar' as const, valueFormatter: tonnes }));

const xAxis: ChartDataProviderProps['xAxis'] = [{ id: 'week', scaleType: 'band', data: weeks }];
const yAxis: ChartDataProviderProps['yAxis'] = [{ id: 'tonnes', label: 'Harvest (t)' }];

export default function OrchardHarvest() {
  return (
    <ChartDataProvider series={series} xAxis={xAxis} yAxis={yAxis} colors={['#7b1fa2', '#9e9d24', '#c62828']}>
      <Box sx={{ height: 340, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
            px: 1,
          }}
        >
          <Typography variant="subtitle2">Weekly harvest, late summer</Typography>
          <ChartsLegend />
        </Box>
        <ChartsSurface
          title="Weekly orchard harvest by fruit, in tonnes"
          desc="Plums peak first at 7.4 tonnes in week 35, pears at 6.9 tonnes in week 37, and apples last at 12.8 tonnes in week 39."
          sx={{ flex: 1, minHeight: 0 }}
        >
          <ChartsGrid horizontal />
          <ChartsAxisHighlight x="band" />
          <BarPlot />
          <ChartsXAxis axisId="week" />
          <ChartsYAxis axisId="tonnes" />
          <ChartsTooltip />
        </ChartsSurface>
      </Box>
    </ChartDataProvider>
  );
}
