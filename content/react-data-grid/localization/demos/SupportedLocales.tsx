import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_DEFAULT_LOCALE_TEXT,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';

interface LocaleRow {
  id: string;
  language: string;
  tag: string;
  translated: number;
  noRows: string;
}

const keyCount = Object.keys(GRID_DEFAULT_LOCALE_TEXT).length;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

// One row per export of '@mui/x-data-grid/locales': nothing here is typed by hand.
const rows: LocaleRow[] = Object.entries(locales)
  .map(([name, pack]) => {
    const text: Partial<GridLocaleText> = pack.components.MuiDataGrid.defaultProps.localeText;
    // 'ptBR' is the BCP 47 tag 'pt-BR'.
    const tag = `${name.slice(0, 2)}-${name.slice(2)}`;
    return {
      id: name,
      tag,
      language: languageNames.of(tag) ?? tag,
      translated: Object.keys(text).length,
      noRows: text.noRowsLabel ?? GRID_DEFAULT_LOCALE_TEXT.noRowsLabel,
    };
  })
  .sort((a, b) => a.language.localeCompare(b.language));

const columns: GridColDef<LocaleRow>[] = [
  { field: 'id', headerName: 'Export', width: 110 },
  { field: 'language', headerName: 'Language', flex: 1, minWidth: 180 },
  { field: 'tag', headerName: 'BCP 47 tag', width: 120 },
  {
    field: 'translated',
    headerName: `Keys (of ${keyCount})`,
    type: 'number',
    width: 130,
  },
  { field: 'noRows', headerName: '"No rows" label', flex: 1, minWidth: 160 },
];

export default function SupportedLocales() {
  return (
    <Box sx={{ height: 456, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
