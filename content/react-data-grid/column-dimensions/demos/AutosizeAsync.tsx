import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid';

type Shelf = 'poetry' | 'history';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
}

const catalogue: Record<Shelf, Book[]> = {
  poetry: [
    { id: 1, title: 'Ariel', author: 'Sylvia Plath', published: 1965 },
    { id: 2, title: 'Leaves of Grass', author: 'Walt Whitman', published: 1855 },
    { id: 3, title: 'Harmonium', author: 'Wallace Stevens', published: 1923 },
    { id: 4, title: 'North', author: 'Seamus Heaney', published: 1975 },
    { id: 5, title: 'Howl', author: 'Allen Ginsberg', published: 1956 },
  ],
  history: [
    { id: 11, title: "A People's History of the United States", author: 'Howard Zinn', published: 1980 },
    { id: 12, title: 'The Guns of August', author: 'Barbara W. Tuchman', published: 1962 },
    { id: 13, title: 'The Making of the English Working Class', author: 'E. P. Thompson', published: 1963 },
    { id: 14, title: 'The Histories', author: 'Herodotus', published: -430 },
    { id: 15, title: 'SPQR: A History of Ancient Rome', author: 'Mary Beard', published: 2015 },
  ],
};

// Stands in for a request to a server: the books arrive after a delay.
function fetchShelf(shelf: Shelf): Promise<Book[]> {
  return new Promise((resolve) => setTimeout(() => resolve(catalogue[shelf]), 800));
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title' },
  { field: 'author', headerName: 'Author' },
  {
    field: 'published',
    headerName: 'Published',
    type: 'number',
    valueFormatter: (value: number) => (value < 0 ? `c. ${-value} BC` : String(value)),
  },
];

const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function AutosizeAsync() {
  const apiRef = useGridApiRef();
  const [shelf, setShelf] = React.useState<Shelf>('poetry');
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [autosizeRequest, setAutosizeRequest] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    fetchShelf(shelf).then((books) => {
      if (active) {
        setRows(books);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [shelf]);

  // The grid renders new rows one render after it receives them: ask for the autosize in a
  // state update, which React renders together with those rows. The extra render is the
  // point here (measured: a timeout or an animation frame still sees the previous cells).
  React.useEffect(() => {
    if (rows.length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see the comment above
      setAutosizeRequest((count) => count + 1);
    }
  }, [rows]);

  // Runs after that render, when the cells of the new rows exist and can be measured.
  React.useEffect(() => {
    if (autosizeRequest > 0) {
      apiRef.current?.autosizeColumns(autosizeOptions);
    }
  }, [autosizeRequest, apiRef]);

  return (
    <Box sx={{ height: 419, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, flexShrink: 0, display: 'flex', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shelf}
          onChange={(_, value: Shelf | null) => {
            if (value) {
              setLoading(true);
              setShelf(value);
            }
          }}
          aria-label="Shelf"
        >
          <ToggleButton value="poetry">Poetry</ToggleButton>
          <ToggleButton value="history">History</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} />
      </Box>
    </Box>
  );
}
