import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// Records as an API might return them: the unique key is `isbn`, there is no `id` field.
interface Book {
  isbn: string;
  title: string;
  pages: number;
  price: number;
  published: string; // ISO date, as JSON carries it
  inPrint: boolean;
}

const books: Book[] = [
  {
    isbn: '978-0-7352-1129-2',
    title: 'The Quiet Harbour',
    pages: 312,
    price: 18.99,
    published: '2019-05-14',
    inPrint: true,
  },
  {
    isbn: '978-1-4028-9462-6',
    title: 'Maps of Small Places',
    pages: 208,
    price: 14.5,
    published: '2012-09-03',
    inPrint: false,
  },
  {
    isbn: '978-0-6794-3215-8',
    title: 'A Field Guide to Clouds',
    pages: 176,
    price: 22,
    published: '2021-02-23',
    inPrint: true,
  },
  {
    isbn: '978-1-5247-6131-0',
    title: 'Night Trains of Europe',
    pages: 428,
    price: 27.95,
    published: '2017-11-07',
    inPrint: true,
  },
  {
    isbn: '978-0-3855-4734-9',
    title: 'Salt and Timber',
    pages: 264,
    price: 16,
    published: '2008-07-30',
    inPrint: false,
  },
];

// Defined outside the component so its reference stays the same between renders.
const getRowId: GridRowIdGetter<Book> = (book) => book.isbn;

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'date',
    width: 120,
    // Date columns need Date objects. Adding a time without offset parses the string in local time.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  { field: 'inPrint', headerName: 'In print', type: 'boolean', width: 100 },
];

export default function BookCatalog() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={books} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
