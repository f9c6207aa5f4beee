import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

interface Score {
  id: number;
  team: string;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
}

const rows: Score[] = [
  { id: 1, team: 'The Quizzly Bears', r1: 8, r2: 6, r3: 9, r4: 7 },
  { id: 2, team: 'Les Quizérables', r1: 7, r2: 9, r3: 8, r4: 10 },
  { id: 3, team: 'Tequila Mockingbird', r1: 9, r2: 5, r3: 7, r4: 6 },
  { id: 4, team: 'Universally Challenged', r1: 6, r2: 8, r3: 10, r4: 9 },
  { id: 5, team: 'Agatha Quiztie', r1: 5, r2: 7, r3: 6, r4: 8 },
];

const columns: GridColDef<Score>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 180 },
  { field: 'r1', headerName: 'Round 1', type: 'number', width: 100 },
  { field: 'r2', headerName: 'Round 2', type: 'number', width: 100 },
  { field: 'r3', headerName: 'Round 3', type: 'number', width: 100 },
  { field: 'r4', headerName: 'Round 4', type: 'number', width: 100 },
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('');

  const read = () => {
    const api = apiRef.current;
    if (!api) return;
    const cells = api.getSelectedCellsAsArray();
    const final = api.isCellSelected(4, 'r4') ? 'is' : 'is not';
    setAnswer(`${cells.length} cells selected; Universally Challenged's round 4 ${final} one of them.`);
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({ id: 1, field: 'r1' }, { id: 5, field: 'r2' })}
        >
          First half
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const keepOtherSelected = true;
            apiRef.current?.selectCellRange({ id: 1, field: 'r4' }, { id: 5, field: 'r4' }, keepOtherSelected);
          }}
        >
          Add round 4
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
        <Button size="small" onClick={read}>
          Read selection
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ minHeight: 20 }}>
        {answer}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          hideFooter
        />
      </Box>
    </Box>
  );
}
