import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Method = 'Parcel' | 'Express' | 'Pallet freight';

interface Booking {
  id: number;
  reference: string;
  destination: string;
  method: Method;
  weightKg: number | null;
  pallets: number | null;
}

const rows: Booking[] = [
  { id: 1, reference: 'SHP-3301', destination: 'Rotterdam', method: 'Parcel', weightKg: 18, pallets: null },
  { id: 2, reference: 'SHP-3302', destination: 'Lyon', method: 'Express', weightKg: 4.5, pallets: null },
  { id: 3, reference: 'SHP-3303', destination: 'Gdańsk', method: 'Pallet freight', weightKg: 640, pallets: 2 },
  { id: 4, reference: 'SHP-3304', destination: 'Porto', method: 'Parcel', weightKg: 27, pallets: null },
];

const maxWeight: Record<Method, number | null> = { Parcel: 30, Express: 10, 'Pallet freight': null };

// Each rule returns a message, or false when the value is valid.
function weightError(weight: number | null | undefined, method: Method) {
  if (!weight || weight <= 0) {
    return 'Enter the weight';
  }
  const max = maxWeight[method];
  return max !== null && weight > max ? `${method} takes up to ${max} kg` : false;
}

function palletsError(pallets: number | null | undefined, method: Method) {
  if (method === 'Pallet freight') {
    return pallets && pallets >= 1 ? false : 'Pallet freight needs at least 1 pallet';
  }
  return pallets ? `No pallets with ${method.toLowerCase()}` : false;
}

// In row editing, `otherFieldsProps` holds the edit state of the row's other fields.
const validateWith =
  (rule: (value: number | null | undefined, method: Method) => string | false) =>
  ({ props, otherFieldsProps }: GridPreProcessEditCellProps) => ({
    ...props,
    error: rule(props.value, otherFieldsProps?.method?.value),
  });

function ValidatedEditCell(props: GridRenderEditCellParams<Booking, number | null>) {
  const { error, hasFocus } = props;
  // Every field with an error turns red; the focused one also says why.
  return (
    <Tooltip open={Boolean(error) && hasFocus} title={error || ''} placement="bottom" arrow>
      <GridEditInputCell {...props} error={Boolean(error)} />
    </Tooltip>
  );
}

const columns: GridColDef<Booking>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130, editable: true },
  {
    field: 'method',
    headerName: 'Method',
    type: 'singleSelect',
    valueOptions: ['Parcel', 'Express', 'Pallet freight'],
    width: 160,
    editable: true,
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: validateWith(weightError),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'pallets',
    headerName: 'Pallets',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: validateWith(palletsError),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
];

export default function ConditionalValidation() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            bgcolor: (theme) => alpha(theme.palette.error.main, 0.12),
            color: 'error.main',
          },
        }}
      />
    </Box>
  );
}
