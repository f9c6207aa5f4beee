import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  type GridAutosizeOptions,
  type GridColDef,
  type GridGroupNode,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Musician {
  id: number;
  section: string;
  name: string;
  instrument: string;
  joined: number;
}

const rows: Musician[] = [
  { id: 1, section: 'Strings', name: 'Anastasia Volkonskaya-Whitfield', instrument: 'Violin (concertmaster)', joined: 2009 },
  { id: 2, section: 'Strings', name: 'Mateus Oliveira', instrument: 'Viola', joined: 2016 },
  { id: 3, section: 'Strings', name: 'Hye-jin Park', instrument: 'Cello (principal)', joined: 2012 },
  { id: 4, section: 'Strings', name: 'Olu Adeyemi', instrument: 'Double bass', joined: 2020 },
  { id: 5, section: 'Woodwinds', name: 'Clara Nilsson', instrument: 'Flute', joined: 2014 },
  { id: 6, section: 'Woodwinds', name: 'Piotr Nowak', instrument: 'Oboe', joined: 2018 },
  { id: 7, section: 'Woodwinds', name: 'Yusuf Demir', instrument: 'Bassoon', joined: 2011 },
  { id: 8, section: 'Brass', name: 'Ines Duarte', instrument: 'Horn', joined: 2015 },
  { id: 9, section: 'Brass', name: 'Sam Whitaker', instrument: 'Trumpet', joined: 2019 },
  { id: 10, section: 'Brass', name: 'Rafael Soto', instrument: 'Trombone', joined: 2007 },
  { id: 11, section: 'Percussion', name: 'Mei Lin', instrument: 'Timpani', joined: 2013 },
  { id: 12, section: 'Percussion', name: 'Jonas Weber', instrument: 'Marimba', joined: 2021 },
];

const columns: GridColDef<Musician>[] = [
  { field: 'section', headerName: 'Section' },
  { field: 'name', headerName: 'Name' },
  { field: 'instrument', headerName: 'Instrument' },
  {
    field: 'joined',
    headerName: 'Joined',
    type: 'number',
    // Group rows have no value here: show nothing rather than "undefined".
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['section'] },
  columns: { columnVisibilityModel: { section: false } },
};

// Group rows leave the other columns empty and leaf rows leave the grouping column empty:
// measure every cell, or those empty cells make the real values look like outliers.
const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

// Only the woodwinds are open at first; the strings hold the longest names.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'Woodwinds';

export default function AutosizeGroupedRows() {
  const apiRef = useGridApiRef();
  const [expansionChanges, setExpansionChanges] = React.useState(0);

  // Count the expansions and collapses: the state update renders together with the new rows.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('rowExpansionChange', () => setExpansionChanges((n) => n + 1)),
    [apiRef],
  );

  // Runs after that render, when the cells of the opened group exist and can be measured.
  React.useEffect(() => {
    if (expansionChanges > 0) {
      apiRef.current?.autosizeColumns(autosizeOptions);
    }
  }, [expansionChanges, apiRef]);

  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        autosizeOnMount
        autosizeOptions={autosizeOptions}
      />
    </Box>
  );
}
