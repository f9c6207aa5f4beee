import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  carrier: string;
  status: string;
  weight: number;
}

const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', carrier: 'NordFreight', status: 'Delivered', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', carrier: 'Baltic Lines', status: 'In transit', weight: 860 },
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', carrier: 'NordFreight', status: 'Delayed', weight: 2310 },
  { id: 4, ref: 'SHP-2044', origin: 'Antwerp', carrier: 'TransAlp', status: 'Delivered', weight: 540 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', carrier: 'Baltic Lines', status: 'In transit', weight: 1780 },
  { id: 6, ref: 'SHP-2046', origin: 'Rotterdam', carrier: 'TransAlp', status: 'Delivered', weight: 990 },
  { id: 7, ref: 'SHP-2047', origin: 'Antwerp', carrier: 'NordFreight', status: 'In transit', weight: 1460 },
  { id: 8, ref: 'SHP-2048', origin: 'Hamburg', carrier: 'TransAlp', status: 'Delayed', weight: 720 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

const criteria = [
  { field: 'origin', label: 'Origin hub' },
  { field: 'carrier', label: 'Carrier' },
  { field: 'status', label: 'Status' },
];

export default function ControlledRowGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['status']);

  // A ticked box adds its field at the end of the model, so the click order is the nesting order.
  const toggle = (field: string) =>
    setModel((prev) => (prev.includes(field) ? prev.filter((f) => f !== field) : [...prev, field]));

  return (
    <Box sx={{ height: 390, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormGroup row>
        {criteria.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            label={label}
            control={<Checkbox checked={model.includes(field)} onChange={() => toggle(field)} />}
          />
        ))}
      </FormGroup>
      <Typography variant="body2">
        rowGroupingModel: <code>{JSON.stringify(model)}</code>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
