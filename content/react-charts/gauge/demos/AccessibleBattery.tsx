import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// An electric scooter's battery: charge in percent and the range it gives.
const charge = 43;
const rangeKm = 19;

export default function AccessibleBattery() {
  const svgRef = React.useRef<SVGSVGElement>(null);
  const [attributes, setAttributes] = React.useState<string[]>([]);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return;
    }
    const names = ['role', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-valuetext'];
    setAttributes([
      ...names.map((name) => `${name}="${svg.getAttribute(name)}"`),
      `<title>: ${svg.querySelector('title')?.textContent}`,
      `<desc>: ${svg.querySelector('desc')?.textContent}`,
    ]);
  }, []);

  return (
    <Box sx={{ height: 240, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Gauge
        ref={svgRef}
        value={charge}
        width={150}
        height={150}
        text={({ value }) => `${value}%`}
        title="Scooter battery"
        desc={`Charged to ${charge}%, enough for about ${rangeKm} km.`}
        aria-valuetext={`${charge}%, about ${rangeKm} km of range`}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">Read from the rendered svg</Typography>
        {attributes.map((line) => (
          <Typography key={line} variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
