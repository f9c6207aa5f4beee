import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface TimesheetLine {
  id: number;
  project: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const rows: TimesheetLine[] = [
  { id: 1, project: 'Harbour Bridge retrofit', mon: 4, tue: 6, wed: 2, thu: 0, fri: 3 },
  { id: 2, project: 'Client workshops', mon: 2, tue: 0, wed: 3, thu: 4, fri: 1 },
  { id: 3, project: 'Site inspections', mon: 1, tue: 2, wed: 2, thu: 3, fri: 2 },
  { id: 4, project: 'Internal training', mon: 0, tue: 0, wed: 1, thu: 1, fri: 2 },
];

const days = [
  ['mon', 'Mon'],
  ['tue', 'Tue'],
  ['wed', 'Wed'],
  ['thu', 'Thu'],
  ['fri', 'Fri'],
] as const;

const columns: GridColDef<TimesheetLine>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 190 },
  ...days.map(
    ([field, headerName]): GridColDef<TimesheetLine> => ({
      field,
      headerName,
      type: 'number',
      width: 90,
      editable: true,
    }),
  ),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => days.reduce((sum, [field]) => sum + row[field], 0),
  },
];

export default function SingleClickEditing() {
  const apiRef = useGridApiRef();

  // A click on an editable cell in view mode starts editing it. The grid itself
  // ends the edit of the cell that loses the focus, and saves it.
  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (params.isEditable && params.cellMode === GridCellModes.View) {
      apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
    }
  }, [apiRef]);

  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        apiRef={apiRef}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
