import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid';

interface Colleague {
  id: number;
  name: string;
  role: string;
  email: string;
  office: string;
  years: number;
}

const rows: Colleague[] = [
  { id: 1, name: 'Aiko Tanaka', role: 'Designer', email: 'aiko.tanaka@example.com', office: 'Tokyo', years: 2 },
  { id: 2, name: 'Ben Carter', role: 'Frontend Engineer', email: 'ben.carter@example.com', office: 'Austin', years: 7 },
  { id: 3, name: 'Chiara Russo', role: 'Engineering Manager', email: 'chiara.russo@example.com', office: 'Milan', years: 1 },
  { id: 4, name: 'Dawit Bekele', role: 'Data Analyst', email: 'dawit.bekele@example.com', office: 'Addis Ababa', years: 4 },
  // Far longer than the other roles: by default, autosizing ignores it as an outlier.
  { id: 5, name: 'Elena Popescu', role: 'Senior Director of Customer Experience and Operations', email: 'elena.popescu@example.com', office: 'Bucharest', years: 12 },
  { id: 6, name: 'Farid Haddad', role: 'QA Lead', email: 'farid.haddad@example.com', office: 'Beirut', years: 3 },
  { id: 7, name: 'Grace Liu', role: 'Backend Engineer', email: 'grace.liu@example.com', office: 'Vancouver', years: 6 },
  { id: 8, name: 'Hugo Lemaire', role: 'Technical Writer', email: 'hugo.lemaire@example.com', office: 'Lyon', years: 9 },
];

const columns: GridColDef<Colleague>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'role', headerName: 'Role' },
  { field: 'email', headerName: 'Email' },
  { field: 'office', headerName: 'Office' },
  // The header is far wider than the numbers below it.
  { field: 'years', headerName: 'Years on the team', type: 'number' },
];

type Toggle = 'includeHeaders' | 'includeOutliers' | 'expand';

export default function AutosizeOptions() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<GridAutosizeOptions>({
    includeHeaders: true,
    includeOutliers: false,
    expand: false,
  });

  // Each switch stores the new options and autosizes the columns again with them.
  const toggle = (name: Toggle) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...options, [name]: event.target.checked };
    setOptions(next);
    apiRef.current?.autosizeColumns(next);
  };

  return (
    <Box sx={{ height: 615, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        sx={{ height: 88, flexShrink: 0, alignItems: 'center', alignContent: 'center', flexWrap: 'wrap', columnGap: 2 }}
      >
        {(['includeHeaders', 'includeOutliers', 'expand'] as const).map((name) => (
          <FormControlLabel
            key={name}
            control={<Switch size="small" checked={Boolean(options[name])} onChange={toggle(name)} />}
            label={name}
          />
        ))}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} autosizeOnMount autosizeOptions={options} />
      </Box>
    </Box>
  );
}
