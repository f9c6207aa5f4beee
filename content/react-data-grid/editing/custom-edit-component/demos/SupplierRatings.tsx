import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  supplies: string;
  quality: number | null;
  punctuality: number | null;
}

const rows: Supplier[] = [
  { id: 1, name: 'Green Valley Farms', supplies: 'Vegetables', quality: 5, punctuality: 4 },
  { id: 2, name: 'Harbour Fish Co.', supplies: 'Seafood', quality: 4, punctuality: 2 },
  { id: 3, name: 'Moulin Bakery', supplies: 'Bread and pastry', quality: 4, punctuality: 5 },
  { id: 4, name: 'Alpine Dairy', supplies: 'Milk and cheese', quality: 3, punctuality: 3 },
  { id: 5, name: 'Casa Oliva Imports', supplies: 'Oil and preserves', quality: 2, punctuality: 4 },
];

function RatingEditCell(props: GridRenderEditCellParams<Supplier, number | null>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // The grid does not focus anything inside an editor: when this cell is the
  // focused cell, focus the checked star, or the first star if none is checked.
  React.useLayoutEffect(() => {
    if (hasFocus && ref.current) {
      const input =
        ref.current.querySelector<HTMLInputElement>('input:checked:not([value=""])') ??
        ref.current.querySelector<HTMLInputElement>('input');
      input?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: '10px' }}>
      <Rating
        ref={ref}
        name={`${field}-${id}`}
        value={value ?? null}
        onChange={(_event, newValue) => {
          // Keeps the new value as the cell's pending value; the row changes when editing stops.
          apiRef.current.setEditCellValue({ id, field, value: newValue });
        }}
      />
    </Box>
  );
}

const ratingColumn: Partial<GridColDef<Supplier>> = {
  type: 'number',
  width: 170,
  editable: true,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => <Rating readOnly value={params.value ?? null} />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'supplies', headerName: 'Supplies', width: 160 },
  { field: 'quality', headerName: 'Quality', ...ratingColumn },
  { field: 'punctuality', headerName: 'Punctuality', ...ratingColumn },
];

export default function SupplierRatings() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
