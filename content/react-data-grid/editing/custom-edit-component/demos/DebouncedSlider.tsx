import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  progress: number;
}

const rows: Task[] = [
  { id: 1, task: 'Migrate billing to the new payment provider', owner: 'Ines', progress: 60 },
  { id: 2, task: 'Offline mode for the field app', owner: 'Tomasz', progress: 25 },
  { id: 3, task: 'Accessibility audit of the checkout', owner: 'Priya', progress: 90 },
  { id: 4, task: 'Quarterly security review', owner: 'Malik', progress: 0 },
];

interface ProgressEditCellProps extends GridRenderEditCellParams<Task, number> {
  debounceMs: number;
  onSliderChange: () => void;
  onValueReceived: () => void;
}

function ProgressEditCell(props: ProgressEditCellProps) {
  const { id, field, value, hasFocus, debounceMs, onSliderChange, onValueReceived } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);
  // The slider shows its own state at once; the grid receives the value later.
  const [sliderValue, setSliderValue] = React.useState(value ?? 0);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector('input')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event: Event, newValue: number | number[]) => {
    const progress = newValue as number;
    setSliderValue(progress);
    onSliderChange();
    // The promise resolves once the grid applies the value. A call that a later
    // call replaces within `debounceMs` never resolves.
    Promise.resolve(apiRef.current.setEditCellValue({ id, field, value: progress, debounceMs })).then(
      onValueReceived,
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%', px: 2 }}>
      <Slider ref={ref} size="small" step={5} value={sliderValue} onChange={handleChange} aria-label="Progress" />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {sliderValue}%
      </Typography>
    </Stack>
  );
}

export default function DebouncedSlider() {
  const [debounced, setDebounced] = React.useState(true);
  const [sliderChanges, setSliderChanges] = React.useState(0);
  const [valuesReceived, setValuesReceived] = React.useState(0);

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
      { field: 'owner', headerName: 'Owner', width: 110 },
      {
        field: 'progress',
        headerName: 'Progress',
        type: 'number',
        width: 260,
        editable: true,
        renderCell: ({ value }) => (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: '100%', px: 1 }}>
            <LinearProgress variant="determinate" value={value ?? 0} sx={{ flex: 1 }} />
            <span>{value}%</span>
          </Stack>
        ),
        renderEditCell: (params) => (
          <ProgressEditCell
            {...params}
            debounceMs={debounced ? 300 : 0}
            onSliderChange={() => setSliderChanges((count) => count + 1)}
            onValueReceived={() => setValuesReceived((count) => count + 1)}
          />
        ),
      },
    ],
    [debounced],
  );

  return (
    <Box sx={{ height: 404, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={debounced}
              onChange={(event) => {
                setDebounced(event.target.checked);
                setSliderChanges(0);
                setValuesReceived(0);
              }}
            />
          }
          label="Debounce 300 ms"
        />
        <Typography variant="body2">
          Slider changes: {sliderChanges} · Values applied by the grid: {valuesReceived}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
