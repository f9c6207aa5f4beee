import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Trees measured in a city park survey: trunk diameter at breast height and total height.
const survey = [
  { tag: 'T-01', oakDiameter: 32, oakHeight: 14.2, limeDiameter: 28, limeHeight: 17.9 },
  { tag: 'T-02', oakDiameter: 45, oakHeight: 17.8, limeDiameter: 36, limeHeight: 21.4 },
  { tag: 'T-03', oakDiameter: 51, oakHeight: 19.1, limeDiameter: 41, limeHeight: 22.8 },
  { tag: 'T-04', oakDiameter: 63, oakHeight: 21.5, limeDiameter: 22, limeHeight: 14.6 },
  { tag: 'T-05', oakDiameter: 74, oakHeight: 22.9, limeDiameter: 48, limeHeight: 24.1 },
  { tag: 'T-06', oakDiameter: 27, oakHeight: 12.6, limeDiameter: 55, limeHeight: 25.7 },
  { tag: 'T-07', oakDiameter: 88, oakHeight: 24.4, limeDiameter: 33, limeHeight: 19.5 },
  { tag: 'T-08', oakDiameter: 39, oakHeight: 16.3, limeDiameter: 61, limeHeight: 26.2 },
  { tag: 'T-09', oakDiameter: 57, oakHeight: 20.2, limeDiameter: 44, limeHeight: 23.3 },
  { tag: 'T-10', oakDiameter: 96, oakHeight: 25.1, limeDiameter: 68, limeHeight: 27.4 },
];

const formatTree = (tree: { x: number; y: number } | null) =>
  tree === null ? '' : `${tree.x} cm wide, ${tree.y} m tall`;

export default function ScatterWithDataset() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChart
        title="Tree height against trunk diameter"
        desc="Ten oaks and ten lime trees from a park survey: taller trees have wider trunks, and limes grow taller than oaks of the same width."
        dataset={survey}
        series={[
          {
            label: 'Oak',
            datasetKeys: { id: 'tag', x: 'oakDiameter', y: 'oakHeight' },
            valueFormatter: formatTree,
          },
          {
            label: 'Lime',
            datasetKeys: { id: 'tag', x: 'limeDiameter', y: 'limeHeight' },
            valueFormatter: formatTree,
          },
        ]}
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
      />
    </Box>
  );
}
