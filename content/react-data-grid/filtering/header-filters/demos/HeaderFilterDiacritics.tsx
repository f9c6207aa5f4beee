import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface Speaker {
  id: number;
  name: string;
  city: string;
  talk: string;
}

const speakers: Speaker[] = [
  { id: 1, name: 'Zoë Ackermann', city: 'Zürich', talk: 'Designing for slow networks' },
  { id: 2, name: 'Björn Åkesson', city: 'Malmö', talk: 'Type-safe forms at scale' },
  { id: 3, name: 'Chloé Dubois', city: 'Besançon', talk: 'Accessible data tables' },
  { id: 4, name: 'Zoe Ashford', city: 'Zurich', talk: 'Testing with real browsers' },
  { id: 5, name: 'Iñaki Goñi', city: 'Logroño', talk: 'Streaming server rendering' },
  { id: 6, name: 'Chloe Duncan', city: 'Bristol', talk: 'The cost of a re-render' },
];

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Speaker', width: 200 },
  { field: 'city', headerName: 'City', width: 180 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 200 },
];

export default function HeaderFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'name', operator: 'contains', value: 'zoe' }],
  });

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* The grid reads ignoreDiacritics when it filters: a new key mounts a grid that filters again with the new value. */}
        <DataGridPro
          key={String(ignoreDiacritics)}
          rows={speakers}
          columns={columns}
          headerFilters
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
