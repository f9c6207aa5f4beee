import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  salary: number;
}

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
  reject: (reason: Error) => void;
}

const API = '/api/demo-data/employees/';
const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, editable: true, valueFormatter: (value: number) => euros.format(value) },
];

// Thrown when the user goes back to editing: the grid then keeps the cell in edit mode.
class KeepEditing extends Error {}

export default function ConfirmBeforeSaving() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    fetch(`${API}?page=4&pageSize=4`)
      .then((response) => response.json())
      .then((body) => setRows(body.rows));
  }, []);

  // The grid waits for this promise: the dialog settles it.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) =>
    newRow.salary === oldRow.salary
      ? oldRow
      : new Promise<Employee>((resolve, reject) => setPending({ newRow, oldRow, resolve, reject }));

  const close = () => {
    setPending(null);
    setError(null);
  };

  const save = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const response = await fetch(`${API}${pending.newRow.id}/?delay=500`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ salary: pending.newRow.salary }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error);
      const saved = { ...pending.newRow, salary: body.row.salary };
      setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
      pending.resolve(saved);
      close();
    } catch (reason) {
      setError(`The server refused it: ${(reason as Error).message}`); // the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    pending?.resolve(pending.oldRow); // back to view mode, with the old value
    close();
  };

  const keepEditing = () => {
    if (!pending) return;
    pending.reject(new KeepEditing()); // stays in edit mode, with the new value
    // A click in the dialog made the grid forget its focused cell: give it back, so that
    // a later click elsewhere saves the cell again.
    apiRef.current?.setCellFocus(pending.newRow.id, 'salary');
    close();
  };

  return (
    <Box sx={{ height: 266, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={rows.length === 0}
        processRowUpdate={processRowUpdate}
        // The only rejection is the user's choice to keep editing (failed saves keep the
        // dialog open), so there is nothing to report; the callback still silences the
        // grid's warning about an unhandled rejection.
        onProcessRowUpdateError={() => {}}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={keepEditing} aria-labelledby="confirm-salary-title">
        <DialogTitle id="confirm-salary-title">Change this salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending &&
              `${pending.oldRow.name}: from ${euros.format(pending.oldRow.salary)} to ${euros.format(pending.newRow.salary)} a year.`}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={keepEditing}>Keep editing</Button>
          <Button onClick={discard}>Discard</Button>
          <Button variant="contained" onClick={save} loading={saving}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
