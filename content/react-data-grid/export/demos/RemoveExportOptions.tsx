import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: string;
  model: string;
  depot: string;
  mileage: number;
  nextService: Date;
}

const rows: Vehicle[] = [
  { id: 'VAN-07', model: 'Ford Transit Custom', depot: 'Leeds', mileage: 84210, nextService: new Date(2026, 11, 3) },
  { id: 'VAN-12', model: 'Renault Master E-Tech', depot: 'Leeds', mileage: 23960, nextService: new Date(2027, 1, 18) },
  { id: 'TRK-02', model: 'Volvo FL Electric', depot: 'Sheffield', mileage: 61045, nextService: new Date(2026, 11, 12) },
  { id: 'VAN-19', model: 'Mercedes eSprinter', depot: 'York', mileage: 9480, nextService: new Date(2027, 3, 1) },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', width: 110 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 190 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'mileage', headerName: 'Mileage (mi)', type: 'number', width: 130 },
  { field: 'nextService', headerName: 'Next service', type: 'date', width: 140 },
];

export default function RemoveExportOptions() {
  const [hideCsv, setHideCsv] = React.useState(false);
  const [hidePrint, setHidePrint] = React.useState(true);

  return (
    <Box sx={{ height: 417, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={hideCsv} onChange={(event) => setHideCsv(event.target.checked)} />}
          label="Remove CSV"
        />
        <FormControlLabel
          control={<Switch checked={hidePrint} onChange={(event) => setHidePrint(event.target.checked)} />}
          label="Remove Print"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{
            toolbar: {
              csvOptions: { disableToolbarButton: hideCsv },
              printOptions: { disableToolbarButton: hidePrint },
            },
          }}
        />
      </Box>
    </Box>
  );
}
