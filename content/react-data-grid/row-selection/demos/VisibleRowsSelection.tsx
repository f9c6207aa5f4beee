import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridRowSelectionCountSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Subscriber {
  id: number;
  email: string;
  plan: string;
  joined: number;
}

const names = ['ada', 'bruno', 'chidi', 'dagny', 'emil', 'farah', 'gwen', 'hiro', 'ines', 'jonas', 'kofi', 'lena'];
const domains = ['fastmail.com', 'proton.me'];

// 24 newsletter subscribers, three pages of eight.
const rows: Subscriber[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  email: `${names[index % names.length]}.${index + 1}@${domains[index % 2]}`,
  plan: index % 3 === 0 ? 'Paid' : 'Free',
  joined: 2019 + (index % 6),
}));

const columns: GridColDef<Subscriber>[] = [
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'joined', headerName: 'Joined', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

export default function VisibleRowsSelection() {
  const apiRef = useGridApiRef();
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [count, setCount] = React.useState(0);

  return (
    <Box sx={{ height: 592, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />
          }
          label="checkboxSelectionVisibleOnly"
        />
        <Typography variant="body2" role="status">
          {count} of {rows.length} subscribers selected
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
          pageSizeOptions={[8]}
          // The count selector resolves both kinds of model ('include' and 'exclude').
          onRowSelectionModelChange={() => setCount(gridRowSelectionCountSelector(apiRef))}
        />
      </Box>
    </Box>
  );
}
