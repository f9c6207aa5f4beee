import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  teacher: string;
  level: string;
  weeks: number;
}

const rows: Course[] = [
  { id: 1, title: 'Watercolour for beginners', teacher: 'Ana Ribeiro', level: 'Beginner', weeks: 6 },
  { id: 2, title: 'Conversational Spanish', teacher: 'Luis Ortega', level: 'Intermediate', weeks: 10 },
  { id: 3, title: 'Sourdough at home', teacher: 'Mira Jensen', level: 'Beginner', weeks: 4 },
  { id: 4, title: 'Figure drawing', teacher: 'Ana Ribeiro', level: 'Advanced', weeks: 8 },
  { id: 5, title: 'Spanish for travellers', teacher: 'Carmen Vidal', level: 'Beginner', weeks: 6 },
  { id: 6, title: 'Pottery wheel basics', teacher: 'Tomasz Wójcik', level: 'Beginner', weeks: 5 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
];

// The same split as the grid's own field: one value per word.
const toWords = (text: string) => text.split(' ').filter((word) => word !== '');

export default function ExternalQuickFilter() {
  const apiRef = useGridApiRef();
  const [search, setSearch] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSearch = (text: string) => {
    setSearch(text); // the box shows every keystroke...
    clearTimeout(timer.current);
    // ...and the grid filters once typing pauses.
    timer.current = setTimeout(() => apiRef.current?.setQuickFilterValues(toWords(text)), 250);
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="p" sx={{ flex: '1 0 auto' }}>
          Evening classes
        </Typography>
        <TextField
          size="small"
          sx={{ flex: '0 1 240px', minWidth: 0 }}
          value={search}
          onChange={(event) => handleSearch(event.target.value)}
          placeholder="Find a class"
          slotProps={{
            htmlInput: { 'aria-label': 'Find a class', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
