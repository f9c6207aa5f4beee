import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Coffee {
  id: number;
  origin: string;
  price: number;
  score: number;
}

const coffees: Coffee[] = [
  { id: 1, origin: 'Ethiopia, Guji', price: 14.5, score: 89 },
  { id: 2, origin: 'Colombia, Huila', price: 11, score: 86 },
  { id: 3, origin: 'Kenya, Nyeri', price: 16, score: 90 },
  { id: 4, origin: 'Brazil, Cerrado', price: 9.5, score: 83 },
  { id: 5, origin: 'Guatemala, Huehuetenango', price: 12.5, score: 87 },
];

const columns: GridColDef<Coffee>[] = [
  { field: 'origin', headerName: 'Origin', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price (250 g)', type: 'number', width: 115 },
  { field: 'score', headerName: 'Cup score', type: 'number', width: 100 },
];

export default function SortingApi() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('');

  // The API answers from the grid's current state, however the rows were sorted.
  const readFirstRow = () => {
    const [top] = apiRef.current?.getSortedRows() ?? [];
    setAnswer(top ? `First row: ${top.origin}` : 'No rows');
  };

  return (
    <Box sx={{ height: 407, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('score', 'desc')}>
          Top score
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price', 'asc')}>
          Cheapest
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Unsort
        </Button>
        <Button size="small" onClick={readFirstRow}>
          Read first row
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ height: 20 }}>
        {answer}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={coffees} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
