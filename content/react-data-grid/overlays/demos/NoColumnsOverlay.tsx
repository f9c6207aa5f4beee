import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueDate: string;
}

const loans: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'Ines Carvalho', dueDate: '2025-05-06' },
  { id: 2, title: 'A Brief History of Time', borrower: 'Omar Farouk', dueDate: '2025-05-09' },
  { id: 3, title: 'Things Fall Apart', borrower: 'Hana Svoboda', dueDate: '2025-05-12' },
  { id: 4, title: 'The Name of the Rose', borrower: 'Tariq Haddad', dueDate: '2025-05-15' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 160 },
  { field: 'dueDate', headerName: 'Due', width: 120 },
];

const allHidden: GridColumnVisibilityModel = { title: false, borrower: false, dueDate: false };

export default function NoColumnsOverlay() {
  const [visibilityModel, setVisibilityModel] = React.useState<GridColumnVisibilityModel>(allHidden);
  const allColumnsHidden = Object.values(visibilityModel).filter((visible) => visible === false).length === 3;

  return (
    <Box sx={{ height: 310, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={allColumnsHidden}
            onChange={(event) => setVisibilityModel(event.target.checked ? allHidden : {})}
          />
        }
        label="Hide every column"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={loans}
          columns={columns}
          columnVisibilityModel={visibilityModel}
          onColumnVisibilityModelChange={setVisibilityModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
