import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  date: string;
  hours: number;
}

const rows: Shift[] = [
  { id: 1, nurse: 'Priya Nair', ward: 'Cardiology', date: '2026-11-23', hours: 12 },
  { id: 2, nurse: 'Jonas Weber', ward: 'Pediatrics', date: '2026-11-23', hours: 8 },
  { id: 3, nurse: 'Lucía Romero', ward: 'Cardiology', date: '2026-11-24', hours: 12 },
  { id: 4, nurse: 'Kwame Mensah', ward: 'Emergency', date: '2026-11-24', hours: 10 },
  { id: 5, nurse: 'Hannah Levi', ward: 'Pediatrics', date: '2026-11-25', hours: 8 },
  { id: 6, nurse: 'Mei Chen', ward: 'Emergency', date: '2026-11-25', hours: 12 },
  { id: 7, nurse: 'Oskar Lind', ward: 'Cardiology', date: '2026-11-26', hours: 8 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

type Scope = 'default' | 'page' | 'filtered' | 'all';

const rowsToExport: Record<Scope, GridCsvExportOptions['getRowsToExport']> = {
  default: undefined,
  page: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  filtered: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
  all: ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
};

export default function ExportedRows() {
  const apiRef = useGridApiRef();
  const [scope, setScope] = React.useState<Scope>('default');
  const [csv, setCsv] = React.useState('');
  const csvOptions: GridCsvExportOptions = { getRowsToExport: rowsToExport[scope] };

  const refreshPreview = React.useCallback(() => {
    setCsv(apiRef.current?.getDataAsCsv({ getRowsToExport: rowsToExport[scope] }) ?? '');
  }, [apiRef, scope]);
  React.useEffect(refreshPreview, [refreshPreview]);

  return (
    <Box sx={{ height: 680, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <RadioGroup row value={scope} onChange={(event) => setScope(event.target.value as Scope)} aria-label="Rows to export">
        <FormControlLabel value="default" control={<Radio />} label="Default" />
        <FormControlLabel value="page" control={<Radio />} label="Current page" />
        <FormControlLabel value="filtered" control={<Radio />} label="Filtered, ignoring selection" />
        <FormControlLabel value="all" control={<Radio />} label="All rows" />
      </RadioGroup>
      <Box sx={{ height: 372 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          pageSizeOptions={[4, 10]}
          initialState={{
            pagination: { paginationModel: { pageSize: 4 } },
            filter: { filterModel: { items: [{ field: 'ward', operator: 'isAnyOf', value: ['Cardiology', 'Emergency'] }] } },
          }}
          onStateChange={refreshPreview}
          slotProps={{ toolbar: { csvOptions } }}
        />
      </Box>
      <Typography component="pre" variant="body2" aria-label="CSV preview" sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {csv}
      </Typography>
    </Box>
  );
}
