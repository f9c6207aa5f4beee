import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridClasses,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

type Container = { id: string; port: string } & Record<string, number | string>;

const PORTS = ['Rotterdam', 'Antwerp', 'Hamburg', 'Valencia', 'Gdańsk', 'Le Havre'];
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

// 10,000 refrigerated containers, each with 24 hourly temperature readings.
const rows: Container[] = Array.from({ length: 10_000 }, (_, index) => {
  const row: Container = {
    id: `MRKU ${String(400_000 + index * 7).padStart(7, '0')}`,
    port: PORTS[index % PORTS.length] ?? '',
  };
  HOURS.forEach((hour, hourIndex) => {
    row[hour] = Math.round((-18 + Math.sin(index + hourIndex / 3) * 1.5) * 10) / 10;
  });
  return row;
});

const columns: GridColDef<Container>[] = [
  { field: 'id', headerName: 'Container', width: 140 },
  { field: 'port', headerName: 'Port', width: 110 },
  ...HOURS.map(
    (hour): GridColDef<Container> => ({
      field: hour,
      headerName: hour,
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
    }),
  ),
];

export default function ReeferTemperatureLog() {
  const apiRef = useGridApiRef();
  const [inDom, setInDom] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    let timer = 0;
    // Count what the browser really holds, once React has committed the change.
    const count = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const root = api.rootElementRef.current;
        if (!root) return;
        const rowCount = root.querySelectorAll(`.${gridClasses.row}`).length;
        const cellCount = root.querySelectorAll(`.${gridClasses.cell}[data-field]`).length;
        setInDom(`${rowCount} rows and ${cellCount} cells in the DOM`);
      });
    };
    count();
    const unsubscribers = [
      api.subscribeEvent('stateChange', count),
      api.subscribeEvent('scrollPositionChange', count),
    ];
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      window.clearTimeout(timer);
    };
  }, [apiRef]);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {rows.length.toLocaleString('en-US')} rows × {columns.length} columns: {inDom}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
