import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

interface Car {
  id: number;
  model: string;
  year: number;
  mileageKm: number;
  fuel: string;
  city: string;
  price: number;
}

const cars: Car[] = [
  { id: 1, model: 'Toyota Corolla 1.8 Hybrid', year: 2020, mileageKm: 61200, fuel: 'Hybrid', city: 'Lyon', price: 17900 },
  { id: 2, model: 'Volkswagen Golf 1.5 TSI', year: 2019, mileageKm: 78400, fuel: 'Petrol', city: 'Grenoble', price: 15400 },
  { id: 3, model: 'Renault Zoe R110', year: 2021, mileageKm: 34900, fuel: 'Electric', city: 'Lyon', price: 14200 },
  { id: 4, model: 'Peugeot 308 BlueHDi', year: 2018, mileageKm: 112300, fuel: 'Diesel', city: 'Saint-Étienne', price: 10900 },
  { id: 5, model: 'Škoda Octavia 2.0 TDI', year: 2020, mileageKm: 96500, fuel: 'Diesel', city: 'Annecy', price: 16800 },
  { id: 6, model: 'Kia Niro EV', year: 2022, mileageKm: 28100, fuel: 'Electric', city: 'Grenoble', price: 24500 },
  { id: 7, model: 'Dacia Sandero Stepway', year: 2021, mileageKm: 41800, fuel: 'Petrol', city: 'Lyon', price: 12300 },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    width: 110,
  },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 140 },
];

// Two items on the same column make a price range.
const initialModel: GridFilterModel = {
  items: [
    { id: 'min-price', field: 'price', operator: '>=', value: 12000 },
    { id: 'max-price', field: 'price', operator: '<=', value: 18000 },
  ],
  logicOperator: GridLogicOperator.And,
};

export default function MultiFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialModel);

  return (
    <Box sx={{ height: 590, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 480, flexShrink: 0 }}>
        <DataGridPro
          rows={cars}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography component="pre" variant="caption" sx={{ m: 0, flex: 1, minHeight: 0, overflow: 'auto', fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {`logicOperator: ${filterModel.logicOperator ?? 'and'}\n`}
        {filterModel.items
          .map((item) => `{ id: ${JSON.stringify(item.id)}, field: '${item.field}', operator: '${item.operator}', value: ${JSON.stringify(item.value)} }`)
          .join('\n')}
      </Typography>
    </Box>
  );
}
