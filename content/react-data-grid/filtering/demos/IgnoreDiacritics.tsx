import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  staff: number;
}

const offices: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 84 },
  { id: 2, city: 'Sao Jose dos Campos', country: 'Brazil', staff: 12 },
  { id: 3, city: 'Bogotá', country: 'Colombia', staff: 37 },
  { id: 4, city: 'Zürich', country: 'Switzerland', staff: 22 },
  { id: 5, city: 'Kraków', country: 'Poland', staff: 51 },
  { id: 6, city: 'Montréal', country: 'Canada', staff: 46 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 100 },
];

// Typed without the tilde, as most people type it on a keyboard without Portuguese layout.
const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'city', operator: 'contains', value: 'sao' }] } },
};

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(false);

  return (
    <Box sx={{ height: 461, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* The grid reads the prop when it applies the filters, so the demo mounts a new grid to filter again at once. */}
        <DataGrid
          key={String(ignoreDiacritics)}
          rows={offices}
          columns={columns}
          initialState={initialState}
          ignoreDiacritics={ignoreDiacritics}
        />
      </Box>
    </Box>
  );
}
