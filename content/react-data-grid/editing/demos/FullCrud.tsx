import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Session {
  id: number;
  title: string;
  speaker: string;
  room: string;
  day: Date;
  start: string;
  minutes: number;
  isNew?: boolean;
}

const initialRows: Session[] = [
  { id: 1, title: 'Opening keynote: the web we keep', speaker: 'Ruth Okafor', room: 'Main hall', day: new Date(2025, 5, 12), start: '09:00', minutes: 45 },
  { id: 2, title: 'Shipping accessible data grids', speaker: 'Mateo Ruiz', room: 'Room 2', day: new Date(2025, 5, 12), start: '10:00', minutes: 30 },
  { id: 3, title: 'Types that explain themselves', speaker: 'Sina Karimi', room: 'Room 3', day: new Date(2025, 5, 12), start: '10:00', minutes: 30 },
  { id: 4, title: 'Hands-on: offline-first forms', speaker: 'Ella Lindgren', room: 'Workshop lab', day: new Date(2025, 5, 13), start: '11:00', minutes: 90 },
];

const validTime = (params: GridPreProcessEditCellProps<string>) => ({
  ...params.props,
  error: !/^([01]\d|2[0-3]):[0-5]\d$/.test(params.props.value ?? ''),
});

export default function FullCrud() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Session[]>(initialRows);
  // The grid owns the edit modes; this copy only tells the actions column which buttons to show.
  const [modes, setModes] = React.useState<GridRowModesModel>({});
  const [error, setError] = React.useState<string | null>(null);
  const nextId = React.useRef(initialRows.length + 1);
  const rowToEdit = React.useRef<GridRowId | null>(null);

  // A new row can enter edit mode once the grid has rendered it.
  React.useEffect(() => {
    if (rowToEdit.current !== null) {
      apiRef.current?.startRowEditMode({ id: rowToEdit.current, fieldToFocus: 'title' });
      rowToEdit.current = null;
    }
  }, [rows, apiRef]);

  const addSession = () => {
    const id = nextId.current++;
    rowToEdit.current = id;
    setRows((prev) => [...prev, { id, title: '', speaker: '', room: 'Room 2', day: new Date(2025, 5, 12), start: '09:00', minutes: 30, isNew: true }]);
  };

  const handleModesChange = (model: GridRowModesModel) => {
    setModes(model);
    // A new row that leaves edit mode without being saved (Cancel, Escape) is dropped.
    setRows((prev) => prev.filter((row) => !row.isNew || model[row.id]));
  };

  const processRowUpdate = (newRow: Session) => {
    if (!newRow.title.trim() || !newRow.speaker.trim()) {
      throw new Error('A session needs a title and a speaker.'); // the row stays in edit mode
    }
    const saved = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    setError(null);
    return saved;
  };

  const columns: GridColDef<Session>[] = [
    { field: 'title', headerName: 'Session', flex: 1, minWidth: 170, editable: true },
    { field: 'speaker', headerName: 'Speaker', width: 120, editable: true },
    { field: 'room', headerName: 'Room', type: 'singleSelect', valueOptions: ['Main hall', 'Room 2', 'Room 3', 'Workshop lab'], width: 120, editable: true },
    { field: 'day', headerName: 'Day', type: 'date', width: 105, editable: true },
    { field: 'start', headerName: 'Starts', width: 75, editable: true, preProcessEditCellProps: validTime },
    { field: 'minutes', headerName: 'Minutes', type: 'number', width: 80, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: ({ id }) =>
        modes[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => apiRef.current?.stopRowEditMode({ id })} />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() => apiRef.current?.stopRowEditMode({ id, ignoreModifications: true })}
              />,
            ]
          : [
              <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => apiRef.current?.startRowEditMode({ id, fieldToFocus: 'title' })} />,
              <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))} />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 314, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={addSession}>
          Add session
        </Button>
        {error && (
          <Alert severity="error" sx={{ py: 0, flex: 1 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, '& .MuiDataGrid-row--editing .Mui-error': { color: 'error.main' } }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          onRowModesModelChange={handleModesChange}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
