import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  status: 'Sorted' | 'In transit' | 'Delivered';
}

const names = ['Okoro', 'Lindgren', 'Ferreira', 'Tanaka', 'Müller', 'Dubois', 'Kowalski', 'Haddad'];
const cities = ['Lyon', 'Porto', 'Gdańsk', 'Turin', 'Bruges'];
const statuses: Parcel['status'][] = ['Sorted', 'In transit', 'Delivered'];
const parcels: Parcel[] = Array.from({ length: 60 }, (_, index) => ({
  id: `PX-${4100 + index}`,
  recipient: `${names[index % names.length]} household`,
  city: cities[(index * 3) % cities.length]!,
  status: statuses[index % statuses.length]!,
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function GoToRow() {
  // Outside the grid: create the ref, pass it to the grid's apiRef prop, use it in handlers.
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('PX-4142');
  const [message, setMessage] = React.useState('');

  const goTo = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api) return;
    const id = query.trim().toUpperCase();
    if (!api.getRow(id)) {
      setMessage(`No parcel ${id}.`);
      return;
    }
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    if (rowIndex < 0) {
      setMessage(`${id} is hidden by the filters.`);
      return;
    }
    api.scrollToIndexes({ rowIndex });
    api.selectRow(id, true, true);
    api.setCellFocus(id, 'status');
    setMessage(`${id} is row ${rowIndex + 1} of ${api.getRowsCount()}.`);
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={goTo} sx={{ alignItems: 'center', pt: 1 }}>
        <TextField
          size="small"
          label="Parcel number"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ width: 160 }}
        />
        <Button type="submit" variant="outlined">
          Go to parcel
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={parcels} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
