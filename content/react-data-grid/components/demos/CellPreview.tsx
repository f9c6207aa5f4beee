import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  guest: string;
  stay: string;
  rating: number;
  comment: string;
}

const reviews: Review[] = [
  { id: 1, guest: 'Hannah K.', stay: '3 nights', rating: 5, comment: 'Quiet room facing the courtyard, and the breakfast had fresh bread every morning.' },
  { id: 2, guest: 'Mateo R.', stay: '1 night', rating: 3, comment: 'Friendly staff, but the heating was noisy and the Wi-Fi dropped in the evening.' },
  { id: 3, guest: 'Sofia L.', stay: '5 nights', rating: 4, comment: 'Great location near the old town; the lift was out of order for two days.' },
  { id: 4, guest: 'Kenji M.', stay: '2 nights', rating: 5, comment: 'Spotless, with a late checkout offered without asking. Would book again.' },
];

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', width: 110 },
  { field: 'stay', headerName: 'Stay', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 120 },
];

export default function CellPreview() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  // slotProps.cell adds props to every cell element, which carries data-field; the row has data-id.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const field = event.currentTarget.dataset.field;
    const id = event.currentTarget.parentElement?.dataset.id;
    if (!field || id === undefined || !apiRef.current) return;
    const value = apiRef.current.getCellValue(Number(id), field);
    setPreview(`${apiRef.current.getColumn(field).headerName}: ${String(value)}`);
  };

  return (
    <Box sx={{ height: 320, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 268 }}>
        <DataGrid
          apiRef={apiRef}
          rows={reviews}
          columns={columns}
          slotProps={{ cell: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setPreview('') } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap title={preview}>
        {preview || 'Point at a cell to read its whole value here.'}
      </Typography>
    </Box>
  );
}
