import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: string;
  minutes: number;
  abstract: string;
}

const talks: Talk[] = [
  { id: 1, title: 'Shipping a design system', speaker: 'Leila Haddad', track: 'Frontend', minutes: 40, abstract: 'Lessons from three years of versioned tokens.' },
  { id: 2, title: 'Postgres at 10 TB', speaker: 'Marek Novak', track: 'Data', minutes: 30, abstract: 'Partitioning, vacuum tuning and what we would redo.' },
  { id: 3, title: 'Accessible data tables', speaker: 'Ines Duarte', track: 'Frontend', minutes: 25, abstract: 'Keyboard paths and screen reader announcements.' },
  { id: 4, title: 'On-call without burnout', speaker: 'Kwame Asante', track: 'Operations', minutes: 30, abstract: 'Rotations, runbooks and paging budgets.' },
  { id: 5, title: 'Streaming joins in practice', speaker: 'Sofia Brandt', track: 'Data', minutes: 40, abstract: 'Late events, watermarks and state size.' },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'track', headerName: 'Track', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  // Free text: filtering it from the panel would rarely help, so the column opts out.
  { field: 'abstract', headerName: 'Abstract', flex: 1, minWidth: 220, filterable: false },
];

export default function DisableFiltering() {
  const [filterDisabled, setFilterDisabled] = React.useState(false);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={filterDisabled} onChange={(event) => setFilterDisabled(event.target.checked)} />}
        label="disableColumnFilter"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={talks} columns={columns} disableColumnFilter={filterDisabled} showToolbar />
      </Box>
    </Box>
  );
}
