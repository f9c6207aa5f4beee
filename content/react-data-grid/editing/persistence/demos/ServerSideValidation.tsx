import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  role: string;
  salary: number;
}

type FieldErrors = Partial<Record<keyof Employee, string>>;

// A failed save, with the server's message for each field it refused.
class SaveError extends Error {
  constructor(
    message: string,
    public rowId: GridRowId,
    public fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Finance', 'Legal', 'Marketing', 'People', 'Sales', 'Support'],
    width: 140,
    editable: true,
  },
  { field: 'role', headerName: 'Role', width: 200, editable: true },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120, editable: true },
];

export default function ServerSideValidation() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [errors, setErrors] = React.useState<Record<GridRowId, FieldErrors>>({});
  const [message, setMessage] = React.useState('');
  const [messageOpen, setMessageOpen] = React.useState(false);

  React.useEffect(() => {
    fetch(`${API}?page=2&pageSize=5`)
      .then((response) => response.json())
      .then((body) => setRows(body.rows));
  }, []);

  const processRowUpdate = async (newRow: Employee, oldRow: Employee, { rowId }: { rowId: GridRowId }) => {
    const changes = Object.fromEntries(
      Object.entries(newRow).filter(([field, value]) => value !== oldRow[field as keyof Employee]),
    );
    setErrors((prev) => ({ ...prev, [rowId]: {} }));
    if (Object.keys(changes).length === 0) return oldRow;

    const response = await fetch(`${API}${rowId}/?delay=500`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
    });
    const body = await response.json();
    // 422: the server names each field it refused, for example a name another employee has.
    if (!response.ok) throw new SaveError(body.error, rowId, body.fieldErrors);

    const saved = { ...newRow, ...Object.fromEntries(Object.keys(changes).map((field) => [field, body.row[field]])) };
    setRows((prev) => prev.map((row) => (row.id === rowId ? saved : row)));
    return saved;
  };

  const handleError = (error: unknown) => {
    if (error instanceof SaveError) {
      setErrors((prev) => ({ ...prev, [error.rowId]: error.fieldErrors }));
      const details = Object.entries(error.fieldErrors).map(([field, text]) => `${field} ${text}`);
      setMessage(details.length > 0 ? `Not saved: ${details.join('; ')}.` : `Not saved: ${error.message}`);
    } else {
      setMessage(`Not saved: ${String(error)}`);
    }
    setMessageOpen(true);
  };

  return (
    <Box
      sx={{
        height: 318,
        width: '100%',
        '& .server-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        loading={rows.length === 0}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        getCellClassName={(params) => (errors[params.id]?.[params.field as keyof Employee] ? 'server-error' : '')}
        hideFooter
      />
      <Snackbar open={messageOpen} autoHideDuration={8000} onClose={() => setMessageOpen(false)}>
        <Alert severity="error" variant="filled">
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
