import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, useGridApiRef, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid';

interface Houseplant {
  id: number;
  name: string;
  species: string;
  light: string;
  notes: string;
}

const rows: Houseplant[] = [
  {
    id: 1,
    name: 'Snake plant',
    species: 'Dracaena trifasciata',
    light: 'Low to bright',
    notes: 'Let the soil dry out completely between waterings; in winter, once a month is usually enough.',
  },
  {
    id: 2,
    name: 'Boston fern',
    species: 'Nephrolepis exaltata',
    light: 'Bright, indirect',
    notes: 'Keep the soil evenly moist and mist the fronds, or stand the pot on a tray of wet pebbles.',
  },
  {
    id: 3,
    name: 'Jade plant',
    species: 'Crassula ovata',
    light: 'Direct sun',
    notes: 'Water deeply, then wait until the top few centimetres of soil are dry.',
  },
  {
    id: 4,
    name: 'Peace lily',
    species: 'Spathiphyllum wallisii',
    light: 'Medium',
    notes: 'Droops visibly when thirsty and recovers within hours of a good watering.',
  },
];

const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function AutosizeDynamicRowHeight() {
  const apiRef = useGridApiRef();
  const [capped, setCapped] = React.useState(true);

  const columns = React.useMemo<GridColDef<Houseplant>[]>(
    () => [
      { field: 'name', headerName: 'Plant' },
      { field: 'species', headerName: 'Species' },
      { field: 'light', headerName: 'Light' },
      // With a cap, autosizing stops at 360 px and the text wraps onto several lines.
      { field: 'notes', headerName: 'Care notes', maxWidth: capped ? 360 : undefined },
    ],
    [capped],
  );

  const handleCapChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    // Apply the new column definition first, then measure the cells again.
    flushSync(() => setCapped(event.target.checked));
    apiRef.current?.autosizeColumns(autosizeOptions);
  };

  return (
    <Box sx={{ height: 387, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 48, flexShrink: 0, mr: 0 }}
        control={<Switch checked={capped} onChange={handleCapChange} />}
        label="maxWidth: 360 on Care notes"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          autosizeOnMount
          autosizeOptions={autosizeOptions}
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </Box>
    </Box>
  );
}
