import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditInputCell,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Refuel {
  id: number;
  date: string;
  plate: string;
  litres: number;
  fuel: string;
}

const rows: Refuel[] = [
  { id: 1, date: '2026-03-02', plate: 'KL-482-RT', litres: 54.2, fuel: 'Diesel' },
  { id: 2, date: '2026-03-02', plate: 'BV-107-AA', litres: 38.9, fuel: 'Petrol 95' },
  { id: 3, date: '2026-03-03', plate: 'MZ-220-QE', litres: 61.5, fuel: 'Diesel' },
  { id: 4, date: '2026-03-04', plate: 'TR-915-LC', litres: 22.0, fuel: 'Petrol 98' },
];

// The built-in select, plus a stop as soon as a fuel is picked.
function FuelEditCell(props: GridRenderEditCellParams<Refuel, string>) {
  const { id, field } = props;
  const apiRef = useGridApiContext();

  const handleValueChange = async (_event: unknown, newValue: string) => {
    // Runs before the select sets the value itself: set it first, then stop.
    await apiRef.current.setEditCellValue({ id, field, value: newValue });
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Refuel>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'plate',
    headerName: 'Licence plate',
    flex: 1,
    minWidth: 150,
    editable: true,
    // GridEditInputCell shows the parsed value while the user types.
    valueParser: (value: string) => value.toUpperCase(),
    renderEditCell: (params) => (
      <GridEditInputCell {...params} slotProps={{ root: { slotProps: { htmlInput: { maxLength: 9 } } } }} />
    ),
  },
  {
    field: 'litres',
    headerName: 'Litres',
    type: 'number',
    width: 150,
    editable: true,
    renderEditCell: (params) => (
      <GridEditInputCell
        {...params}
        slotProps={{ root: { endAdornment: <Box sx={{ pr: 1.5, color: 'text.secondary' }}>L</Box> } }}
      />
    ),
  },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Diesel', 'Petrol 95', 'Petrol 98', 'LPG'],
    width: 150,
    editable: true,
    renderEditCell: (params) => <FuelEditCell {...params} />,
  },
];

export default function RefuelLog() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
