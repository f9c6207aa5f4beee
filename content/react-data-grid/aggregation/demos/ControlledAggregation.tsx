import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  meter: string;
  district: string;
  kWh: number;
  peakKw: number;
}

const rows: Reading[] = [
  { id: 1, meter: 'M-1042', district: 'Harbour', kWh: 412, peakKw: 6.1 },
  { id: 2, meter: 'M-1043', district: 'Harbour', kWh: 388, peakKw: 5.4 },
  { id: 3, meter: 'M-2210', district: 'Old Town', kWh: 295, peakKw: 4.2 },
  { id: 4, meter: 'M-2211', district: 'Old Town', kWh: 530, peakKw: 7.8 },
  { id: 5, meter: 'M-3307', district: 'Hillside', kWh: 467, peakKw: 6.6 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', flex: 1, minWidth: 120 },
  { field: 'district', headerName: 'District', width: 140 },
  { field: 'kWh', headerName: 'Consumption (kWh)', type: 'number', width: 180 },
  { field: 'peakKw', headerName: 'Peak load (kW)', type: 'number', width: 160 },
];

const choices = ['none', 'sum', 'avg', 'min', 'max'];

export default function ControlledAggregation() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    kWh: 'sum',
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { kWh, ...others } = aggregationModel;
    const value = event.target.value;
    setAggregationModel(value === 'none' ? others : { ...others, kWh: value });
  };

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Consumption"
          value={aggregationModel.kWh ?? 'none'}
          onChange={handleChange}
          sx={{ width: 160 }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" component="code">
          {JSON.stringify(aggregationModel)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
        />
      </Box>
    </Box>
  );
}
