import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Harvest {
  id: number;
  parcel: string;
  grape: string;
  tonnes: number;
  brix: number;
}

const rows: Harvest[] = [
  { id: 1, parcel: 'Les Perrières', grape: 'Chardonnay', tonnes: 6.2, brix: 22.4 },
  { id: 2, parcel: 'Clos du Moulin', grape: 'Pinot Noir', tonnes: 4.8, brix: 23.1 },
  { id: 3, parcel: 'La Combe', grape: 'Gamay', tonnes: 9.1, brix: 21.7 },
  { id: 4, parcel: 'Sous la Roche', grape: 'Aligoté', tonnes: 5.5, brix: 20.9 },
  { id: 5, parcel: 'Champ Long', grape: 'Pinot Noir', tonnes: 3.9, brix: 23.8 },
];

const columns: GridColDef<Harvest>[] = [
  // The parcel name is the row's label: no menu on this column.
  { field: 'parcel', headerName: 'Parcel', flex: 1, minWidth: 150, disableColumnMenu: true },
  { field: 'grape', headerName: 'Grape', width: 130 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 110 },
  { field: 'brix', headerName: 'Sugar (°Bx)', type: 'number', width: 130 },
];

export default function DisableColumnMenu() {
  const [menuDisabled, setMenuDisabled] = React.useState(false);

  return (
    <Box sx={{ height: 421, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={menuDisabled} onChange={(event) => setMenuDisabled(event.target.checked)} />}
        label="disableColumnMenu"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={menuDisabled} />
      </Box>
    </Box>
  );
}
