import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  pages: number;
  dueOn: Date;
}

const rows: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'M. Okafor', pages: 304, dueOn: new Date(2025, 3, 14) },
  { id: 2, title: 'A Short History of Nearly Everything', borrower: 'J. Lindqvist', pages: 544, dueOn: new Date(2025, 3, 2) },
  { id: 3, title: 'Piranesi', borrower: 'A. Ferreira', pages: 272, dueOn: new Date(2025, 3, 21) },
  { id: 4, title: 'The Overstory', borrower: 'K. Tanaka', pages: 512, dueOn: new Date(2025, 2, 28) },
  { id: 5, title: 'Braiding Sweetgrass', borrower: 'R. Dubois', pages: 408, dueOn: new Date(2025, 3, 9) },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 120 },
];

function getLabels(type: string | undefined): [string, string] {
  if (type === 'number') {
    return ['Smallest first', 'Largest first'];
  }
  if (type === 'date' || type === 'dateTime') {
    return ['Oldest first', 'Newest first'];
  }
  return ['A to Z', 'Z to A'];
}

// Replaces the default sort item: plain-language labels, and a check mark on the active direction.
function PlainSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort ?? null;
  const [ascLabel, descLabel] = getLabels(colDef.type);

  const handleChoose = (event: React.MouseEvent, direction: GridSortDirection) => {
    // Choosing the active direction again removes the sort.
    apiRef.current.sortColumn(colDef.field, direction === current ? null : direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem onClick={(event) => handleChoose(event, 'asc')}>
        <ListItemIcon>{current === 'asc' ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{ascLabel}</ListItemText>
      </MenuItem>
      <MenuItem onClick={(event) => handleChoose(event, 'desc')}>
        <ListItemIcon>{current === 'desc' ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{descLabel}</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

const menuSlots = { columnMenuSortItem: PlainSortItem };

export default function OverrideMenuItem() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'dueOn', sort: 'asc' }] } }}
        slotProps={{ columnMenu: { slots: menuSlots } }}
      />
    </Box>
  );
}
