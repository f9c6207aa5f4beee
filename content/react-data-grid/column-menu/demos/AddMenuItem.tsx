import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import { DataGrid, type GridColDef, type GridColumnMenuItemProps } from '@mui/x-data-grid';

interface SurveySite {
  id: number;
  site: string;
  blackbird: number;
  robin: number;
  wren: number;
  goldfinch: number;
}

const rows: SurveySite[] = [
  { id: 1, site: 'Alder Marsh', blackbird: 14, robin: 9, wren: 22, goldfinch: 3 },
  { id: 2, site: 'Beech Hanger', blackbird: 8, robin: 17, wren: 11, goldfinch: 6 },
  { id: 3, site: 'Church Meadow', blackbird: 21, robin: 12, wren: 7, goldfinch: 19 },
  { id: 4, site: 'Mill Pond', blackbird: 5, robin: 4, wren: 16, goldfinch: 2 },
  { id: 5, site: 'Old Orchard', blackbird: 18, robin: 15, wren: 9, goldfinch: 24 },
];

const columns: GridColDef<SurveySite>[] = [
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 150 },
  { field: 'blackbird', headerName: 'Blackbird', type: 'number', width: 115 },
  { field: 'robin', headerName: 'Robin', type: 'number', width: 100 },
  { field: 'wren', headerName: 'Wren', type: 'number', width: 100 },
  { field: 'goldfinch', headerName: 'Goldfinch', type: 'number', width: 115 },
];

// The grid passes `colDef` and `onClick` (which closes the menu); the other two
// props come from `slotProps` below.
interface HighlightItemProps extends GridColumnMenuItemProps {
  highlightedField: string | null;
  onHighlightChange: (field: string | null) => void;
}

function HighlightItem({ colDef, onClick, highlightedField, onHighlightChange }: HighlightItemProps) {
  const isHighlighted = highlightedField === colDef.field;
  return (
    <MenuItem
      onClick={(event) => {
        onHighlightChange(isHighlighted ? null : colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <BorderColorIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{isHighlighted ? 'Remove highlight' : 'Highlight column'}</ListItemText>
    </MenuItem>
  );
}

const menuSlots = { columnMenuHighlightItem: HighlightItem };

export default function AddMenuItem() {
  const [highlightedField, setHighlightedField] = React.useState<string | null>('wren');

  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{
          columnMenu: {
            slots: menuSlots,
            slotProps: {
              columnMenuHighlightItem: { highlightedField, onHighlightChange: setHighlightedField },
            },
          },
        }}
        sx={{
          [`& .MuiDataGrid-cell[data-field="${highlightedField}"]`]: { bgcolor: 'warning.light', color: 'common.black' },
        }}
      />
    </Box>
  );
}
