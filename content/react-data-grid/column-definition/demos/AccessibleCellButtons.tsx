import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  reserved: boolean;
}

const initialRows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', reserved: false },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', reserved: true },
  { id: 3, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', reserved: false },
  { id: 4, title: 'Kitchen', author: 'Banana Yoshimoto', reserved: false },
  { id: 5, title: 'Pedro Páramo', author: 'Juan Rulfo', reserved: false },
];

export default function AccessibleCellButtons() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Book>[]>(() => {
    const toggleReservation = (id: number) => {
      setRows((previous) => previous.map((book) => (book.id === id ? { ...book, reserved: !book.reserved } : book)));
    };

    return [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'author', headerName: 'Author', width: 190 },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        valueGetter: (_value, row) => (row.reserved ? 'Reserved' : 'On shelf'),
      },
      {
        field: 'reserved',
        headerName: 'Reservation',
        width: 150,
        display: 'flex',
        renderCell: (params: GridRenderCellParams<Book, boolean>) => (
          <Button
            size="small"
            variant={params.value ? 'outlined' : 'contained'}
            // Only the cell that holds the grid's tab stop gets 0, so Tab leaves the grid instead of visiting every button.
            tabIndex={params.tabIndex}
            aria-label={`${params.value ? 'Cancel reservation of' : 'Reserve'} ${params.row.title}`}
            onClick={() => toggleReservation(params.row.id)}
          >
            {params.value ? 'Cancel' : 'Reserve'}
          </Button>
        ),
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
