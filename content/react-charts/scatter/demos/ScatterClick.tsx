import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Second-hand bicycles listed on a marketplace: age (years) and asking price (USD).
const listings = [
  { id: 'city-14', x: 1, y: 540 }, { id: 'gravel-07', x: 2, y: 910 },
  { id: 'road-22', x: 3, y: 720 }, { id: 'city-03', x: 4, y: 310 },
  { id: 'mtb-18', x: 5, y: 560 }, { id: 'road-09', x: 6, y: 430 },
  { id: 'city-31', x: 7, y: 190 }, { id: 'mtb-02', x: 8, y: 350 },
  { id: 'road-40', x: 10, y: 260 }, { id: 'city-11', x: 12, y: 120 },
];

export default function ScatterClick() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const listing = clicked ? listings[clicked.dataIndex] : null;

  return (
    <Stack sx={{ width: '100%', height: 360 }} spacing={1}>
      <Typography variant="body2" aria-live="polite">
        {listing
          ? `Clicked: listing ${listing.id}, ${listing.x} years old, $${listing.y} (series "${clicked!.seriesId}", index ${clicked!.dataIndex})`
          : 'Click a bicycle, or anywhere near one.'}
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ScatterChart
          title="Asking price of used bicycles by age"
          desc="Ten marketplace listings: older bicycles are listed for less, from 910 dollars at two years down to 120 dollars at twelve."
          series={[
            {
              id: 'bikes',
              label: 'Listings',
              data: listings,
              markerSize: 6,
              valueFormatter: (v) => (v === null ? '' : `${v.x} years, $${v.y}`),
            },
          ]}
          xAxis={[{ label: 'Age (years)', min: 0, max: 13 }]}
          yAxis={[{ label: 'Asking price (USD)', width: 60 }]}
          hideLegend
          onItemClick={(_event: unknown, item: ScatterItemIdentifier) => setClicked(item)}
        />
      </Box>
    </Stack>
  );
}
