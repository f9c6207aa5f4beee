import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

interface Stop {
  id: number;
  eta: string;
  address: string;
  recipient: string;
  parcels: number;
}

const rows: Stop[] = [
  { id: 1, eta: '09:10', address: '14 Harbour Street', recipient: 'Moss & Co. Opticians', parcels: 2 },
  { id: 2, eta: '09:25', address: '3 Quarry Lane, flat 6', recipient: 'D. Achterberg', parcels: 1 },
  { id: 3, eta: '09:40', address: '88 Mill Road', recipient: 'Riverside Primary School', parcels: 5 },
  { id: 4, eta: '10:05', address: '21 Chapel Row', recipient: 'N. Osei', parcels: 1 },
  { id: 5, eta: '10:20', address: '7 Tanner Court', recipient: 'Greenleaf Pharmacy', parcels: 3 },
];

const columns: GridColDef<Stop>[] = [
  { field: 'eta', headerName: 'ETA', width: 80 },
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 200 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

// 8 px above and below each row, except at the edges of the list.
const getRowSpacing = ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : 8,
  bottom: isLastVisible ? 0 : 8,
});

const gridSx = {
  flex: 1,
  minHeight: 0,
  alignSelf: 'stretch',
  // Shade the space between rows, and give the rows the paper colour.
  [`& .${gridClasses.virtualScrollerContent}`]: { bgcolor: 'action.selected' },
  [`& .${gridClasses.row}`]: {
    bgcolor: 'background.paper',
    // 'border' spacing needs a border style, or the browser draws no border at all,
    // and content-box sizing, or the borders take their height from the cells.
    border: '0 solid transparent',
    boxSizing: 'content-box',
  },
};

export default function RowSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');
  const handleChange = (_event: React.MouseEvent, value: 'margin' | 'border' | null) => value && setSpacingType(value);
  return (
    <Box sx={{ height: 483, width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <ToggleButtonGroup size="small" exclusive value={spacingType} onChange={handleChange} aria-label="Row spacing type">
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        rowSpacingType={spacingType}
        sx={gridSx}
      />
    </Box>
  );
}
