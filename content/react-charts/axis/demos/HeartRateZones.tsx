import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Heart rate during an interval session, one reading a minute, in beats per minute.
const minutes = Array.from({ length: 41 }, (_, i) => i);
const bpm = minutes.map((minute) => {
  if (minute < 8) return 95 + minute * 6;
  if (minute > 34) return 150 - (minute - 34) * 8;
  return minute % 6 < 3 ? 172 - (minute % 3) * 2 : 138 + (minute % 3) * 3;
});

// Ticks only at the limits of the training zones, and every 10 minutes.
const zoneLimits = [100, 120, 140, 160, 180];

export default function HeartRateZones() {
  return (
    <LineChart
      height={300}
      title="Heart rate during an interval session"
      desc="Beats per minute over 40 minutes: a warm-up, intervals between about 140 and 172 bpm, then a cool-down."
      xAxis={[{ data: minutes, tickInterval: [0, 10, 20, 30, 40], label: 'Minutes' }]}
      yAxis={[{ min: 90, max: 190, tickInterval: zoneLimits, label: 'Heart rate (bpm)' }]}
      series={[
        { data: bpm, label: 'Heart rate', showMark: false, valueFormatter: (v) => `${v} bpm` },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
