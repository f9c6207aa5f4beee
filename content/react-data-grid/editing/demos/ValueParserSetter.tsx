import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: number;
  sku: string;
  contents: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

const rows: Parcel[] = [
  { id: 1, sku: 'BX-S-014', contents: 'Phone cases (×20)', lengthCm: 30, widthCm: 20, heightCm: 10 },
  { id: 2, sku: 'BX-M-207', contents: 'Desk lamp, boxed', lengthCm: 45, widthCm: 30, heightCm: 25 },
  { id: 3, sku: 'BX-L-031', contents: 'Office chair, flat-packed', lengthCm: 70, widthCm: 65, heightCm: 35 },
];

const columns: GridColDef<Parcel>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 130,
    editable: true,
    // Runs on every keystroke: the input shows the parsed value as you type.
    valueParser: (value: string) => value.toUpperCase().replace(/\s+/g, ''),
  },
  { field: 'contents', headerName: 'Contents', flex: 1, minWidth: 180 },
  {
    field: 'dimensions',
    headerName: 'L × W × H (cm)',
    width: 170,
    editable: true,
    // One cell shows three fields of the row...
    valueGetter: (_value, row) => `${row.lengthCm} × ${row.widthCm} × ${row.heightCm}`,
    // ...and the setter writes the edited text back to those three fields.
    valueSetter: (value: string, row) => {
      const [lengthCm, widthCm, heightCm, ...extra] = value.split(/[×x*]/i).map(Number);
      const valid = [lengthCm, widthCm, heightCm].every((size) => size! > 0);
      if (!valid || extra.length > 0) {
        return row; // not three positive numbers: keep the row as it was
      }
      return { ...row, lengthCm: lengthCm!, widthCm: widthCm!, heightCm: heightCm! };
    },
  },
];

export default function ValueParserSetter() {
  const [stored, setStored] = React.useState<Parcel | null>(null);

  return (
    <Box sx={{ height: 262, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow) => {
            setStored(newRow);
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        {stored
          ? `Stored: sku ${stored.sku}, lengthCm ${stored.lengthCm}, widthCm ${stored.widthCm}, heightCm ${stored.heightCm}`
          : 'Edit a cell: the fields the grid stores appear here.'}
      </Typography>
    </Box>
  );
}
