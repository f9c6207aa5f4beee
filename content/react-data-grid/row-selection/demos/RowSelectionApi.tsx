import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridRowSelectionIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  destination: string;
  departs: string;
  gate: string;
}

const rows: Flight[] = [
  { id: 'LX 318', destination: 'London City', departs: '07:05', gate: 'A12' },
  { id: 'LH 1193', destination: 'Frankfurt', departs: '07:40', gate: 'B3' },
  { id: 'SK 608', destination: 'Copenhagen', departs: '08:15', gate: 'A4' },
  { id: 'AF 1529', destination: 'Paris CDG', departs: '08:55', gate: 'B7' },
  { id: 'TP 935', destination: 'Lisbon', departs: '09:30', gate: 'A9' },
  { id: 'KL 1958', destination: 'Amsterdam', departs: '10:10', gate: 'B1' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('');

  const readSelection = () => {
    const selected = [...gridRowSelectionIdsSelector(apiRef).keys()];
    const lisbon = apiRef.current?.isRowSelected('TP 935') ? 'is' : 'is not';
    setAnswer(`Selected: ${selected.join(', ') || 'none'}. TP 935 ${lisbon} selected.`);
  };

  return (
    <Box sx={{ height: 514, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow('SK 608')}>
          Add SK 608
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(['LX 318', 'KL 1958'], true, true)}
        >
          Only LX 318 and KL 1958
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 'LH 1193', endId: 'TP 935' })}
        >
          Add range LH 1193 to TP 935
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear
        </Button>
        <Button size="small" onClick={readSelection}>
          Read selection
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ minHeight: 20 }}>
        {answer}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Box>
  );
}
