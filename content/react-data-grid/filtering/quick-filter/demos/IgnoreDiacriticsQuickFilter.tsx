import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  language: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'War with the Newts', author: 'Karel Čapek', language: 'Czech', year: 1936 },
  { id: 2, title: 'Solaris', author: 'Stanisław Lem', language: 'Polish', year: 1961 },
  { id: 3, title: 'Blindness', author: 'José Saramago', language: 'Portuguese', year: 1995 },
  { id: 4, title: 'Independent People', author: 'Halldór Laxness', language: 'Icelandic', year: 1934 },
  { id: 5, title: 'The Ladies’ Paradise', author: 'Émile Zola', language: 'French', year: 1883 },
  { id: 6, title: 'R.U.R.', author: 'Karel Čapek', language: 'Czech', year: 1920 },
  { id: 7, title: 'The Wonderful Adventures of Nils', author: 'Selma Lagerlöf', language: 'Swedish', year: 1906 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'language', headerName: 'Language', width: 120 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

export default function IgnoreDiacriticsQuickFilter() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  // Typed without the háček, as most keyboards make it easy to.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['capek'],
  });

  return (
    <Box sx={{ height: 564, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => {
              setIgnoreDiacritics(event.target.checked);
              // The grid reads ignoreDiacritics when it filters: a new model object filters again.
              setFilterModel((model) => ({ ...model }));
            }}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
