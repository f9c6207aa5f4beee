import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface Participant {
  id: string;
  site: string;
  arm: string;
  age: number;
  visitsDone: number;
  status: string;
}

const participants: Participant[] = [
  { id: 'P-0142', site: 'Leeds', arm: 'Treatment', age: 54, visitsDone: 6, status: 'Active' },
  { id: 'P-0143', site: 'Leeds', arm: 'Placebo', age: 61, visitsDone: 6, status: 'Active' },
  { id: 'P-0157', site: 'Bristol', arm: 'Treatment', age: 47, visitsDone: 3, status: 'Withdrawn' },
  { id: 'P-0160', site: 'Bristol', arm: 'Treatment', age: 66, visitsDone: 5, status: 'Active' },
  { id: 'P-0171', site: 'Glasgow', arm: 'Placebo', age: 58, visitsDone: 4, status: 'Active' },
  { id: 'P-0176', site: 'Glasgow', arm: 'Treatment', age: 50, visitsDone: 8, status: 'Completed' },
  { id: 'P-0183', site: 'Cardiff', arm: 'Placebo', age: 72, visitsDone: 2, status: 'Screening' },
];

const columns: GridColDef<Participant>[] = [
  { field: 'id', headerName: 'Participant', width: 120 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 110 },
  { field: 'arm', headerName: 'Arm', type: 'singleSelect', valueOptions: ['Treatment', 'Placebo'], width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'visitsDone', headerName: 'Visits done', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Screening', 'Active', 'Completed', 'Withdrawn'],
    width: 130,
  },
];

// The review always starts from the same two questions; users only change their answers.
const reviewFilters: GridFilterModel = {
  items: [
    { id: 'arm', field: 'arm', operator: 'is', value: 'Treatment' },
    { id: 'status', field: 'status', operator: 'not', value: 'Withdrawn' },
  ],
};

export default function DisableActionButtons() {
  const [hideAdd, setHideAdd] = React.useState(true);
  const [hideRemoveAll, setHideRemoveAll] = React.useState(true);

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={hideAdd} onChange={(event) => setHideAdd(event.target.checked)} />}
          label="disableAddFilterButton"
        />
        <FormControlLabel
          control={<Switch checked={hideRemoveAll} onChange={(event) => setHideRemoveAll(event.target.checked)} />}
          label="disableRemoveAllButton"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={participants}
          columns={columns}
          initialState={{ filter: { filterModel: reviewFilters } }}
          showToolbar
          hideFooter
          slotProps={{
            filterPanel: {
              disableAddFilterButton: hideAdd,
              disableRemoveAllButton: hideRemoveAll,
              filterFormProps: { deleteIconProps: { sx: { display: 'none' } } },
            },
          }}
        />
      </Box>
    </Box>
  );
}
