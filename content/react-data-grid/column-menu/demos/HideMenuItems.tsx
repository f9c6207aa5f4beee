import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  bench: string;
  potSize: number;
  inStock: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Lavandula angustifolia', bench: 'A2', potSize: 9, inStock: 140 },
  { id: 2, name: 'Salvia nemorosa', bench: 'A3', potSize: 12, inStock: 62 },
  { id: 3, name: 'Geranium Rozanne', bench: 'B1', potSize: 12, inStock: 35 },
  { id: 4, name: 'Nepeta faassenii', bench: 'B4', potSize: 9, inStock: 88 },
  { id: 5, name: 'Echinacea purpurea', bench: 'C2', potSize: 15, inStock: 21 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 180 },
  { field: 'bench', headerName: 'Bench', width: 120 },
  { field: 'potSize', headerName: 'Pot (cm)', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
];

const itemKeys = [
  { key: 'columnMenuSortItem', label: 'Sort' },
  { key: 'columnMenuFilterItem', label: 'Filter' },
  { key: 'columnMenuColumnsItem', label: 'Columns' },
];

export default function HideMenuItems() {
  const [hidden, setHidden] = React.useState<string[]>(['columnMenuFilterItem']);

  // Only the hidden keys go in `slots`, each set to `null`.
  const menuSlots: GridColumnMenuProps['slots'] = Object.fromEntries(hidden.map((key) => [key, null]));

  return (
    <Box sx={{ height: 421, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormGroup row role="group" aria-label="Items shown in the column menu">
        {itemKeys.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={!hidden.includes(key)}
                onChange={(event) =>
                  setHidden((previous) =>
                    event.target.checked ? previous.filter((item) => item !== key) : [...previous, key],
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} slotProps={{ columnMenu: { slots: menuSlots } }} />
      </Box>
    </Box>
  );
}
