import * as React from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
  salary: number;
}

// This site's demo data API: it checks each save and answers with the row as saved.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 220, editable: true },
  { field: 'city', headerName: 'Office', width: 120, editable: true },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120, editable: true },
];

export default function SaveToServer() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [failAll, setFailAll] = React.useState(false);
  const [request, setRequest] = React.useState('Edit a cell and press Enter to save it.');
  const [notice, setNotice] = React.useState<{ severity: AlertProps['severity']; text: string }>({ severity: 'success', text: '' });
  const [noticeOpen, setNoticeOpen] = React.useState(false);

  const notify = (severity: AlertProps['severity'], text: string) => {
    setNotice({ severity, text });
    setNoticeOpen(true);
  };

  React.useEffect(() => {
    fetch(`${API}?pageSize=6`)
      .then((response) => response.json())
      .then((body) => setRows(body.rows))
      .finally(() => setLoading(false));
  }, []);

  const processRowUpdate = async (newRow: Employee, oldRow: Employee, { rowId }: { rowId: GridRowId }) => {
    const changes = Object.fromEntries(
      Object.entries(newRow).filter(([field, value]) => value !== oldRow[field as keyof Employee]),
    );
    if (Object.keys(changes).length === 0) return oldRow; // nothing to send

    const query = new URLSearchParams({ delay: '800', failRate: failAll ? '1' : '0' });
    const url = `${API}${rowId}/?${query}`;
    setRequest(`PATCH ${url} ${JSON.stringify(changes)} …`);
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
    });
    const body = await response.json();
    setRequest(`PATCH ${url} → ${response.status}`);
    if (!response.ok) throw new Error(body.error); // the cell stays in edit mode

    // Nothing is stored on the server: keep the saved values here, as the server returned them.
    const saved = { ...newRow, ...Object.fromEntries(Object.keys(changes).map((field) => [field, body.row[field]])) };
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    notify('success', `Saved ${saved.name}.`);
    return saved;
  };

  return (
    <Box sx={{ height: 444, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={<Switch checked={failAll} onChange={(event) => setFailAll(event.target.checked)} />}
        label="Make every save fail (failRate=1)"
      />
      <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace', height: 20 }}>
        {request}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => notify('error', `Not saved: ${error.message}`)}
          hideFooter
        />
      </Box>
      <Snackbar open={noticeOpen} autoHideDuration={6000} onClose={() => setNoticeOpen(false)}>
        <Alert severity={notice.severity} variant="filled">
          {notice.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
