import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  getGridNumericOperators,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Scooter {
  id: string;
  zone: string;
  battery: number;
  lastRide: string;
}

const scooters: Scooter[] = [
  { id: 'SC-1187', zone: 'Old Town', battery: 82, lastRide: '12 min ago' },
  { id: 'SC-1203', zone: 'Harbour', battery: 14, lastRide: '2 h ago' },
  { id: 'SC-1219', zone: 'University', battery: 47, lastRide: '35 min ago' },
  { id: 'SC-1226', zone: 'Harbour', battery: 29, lastRide: '1 h ago' },
  { id: 'SC-1240', zone: 'Old Town', battery: 6, lastRide: '5 h ago' },
  { id: 'SC-1255', zone: 'Station', battery: 63, lastRide: '8 min ago' },
];

// Follows the thumb while it is dragged, and filters once it is released.
function BatteryLevelInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [dragged, setDragged] = React.useState<number | null>(null);
  const level = dragged ?? Number(item.value ?? 50);

  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', px: 1.5 }}>
      <Slider
        aria-label="Battery level"
        value={level}
        step={5}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value} %`}
        onChange={(_event, value) => setDragged(value as number)}
        onChangeCommitted={(_event, value) => {
          applyValue({ ...item, value });
          setDragged(null);
        }}
        slotProps={{ input: { ref: focusElementRef } }}
      />
    </Box>
  );
}

// The numeric operators keep their logic; those that took a number in a text field take the slider instead.
const batteryOperators = getGridNumericOperators().map((operator) =>
  operator.InputComponent === GridFilterInputValue ? { ...operator, InputComponent: BatteryLevelInput } : operator,
);

const columns: GridColDef<Scooter>[] = [
  { field: 'id', headerName: 'Scooter', width: 110 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  {
    field: 'battery',
    headerName: 'Battery (%)',
    type: 'number',
    width: 150,
    filterOperators: batteryOperators,
  },
  { field: 'lastRide', headerName: 'Last ride', width: 120 },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'battery', operator: '<=', value: 30 }] } },
};

export default function CustomInputComponent() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={scooters} columns={columns} initialState={initialState} />
    </Box>
  );
}
