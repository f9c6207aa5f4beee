import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import EmailIcon from '@mui/icons-material/EmailOutlined';

interface Patient {
  id: number;
  name: string;
  clinician: string;
  time: string;
  phone: string;
  insurer: string;
}

const rows: Patient[] = [
  { id: 1, name: 'Amara Diallo', clinician: 'Dr. Kowalski', time: '08:30', phone: '555-0142', insurer: 'Cigna' },
  { id: 2, name: 'Tomás Herrera', clinician: 'Dr. Kowalski', time: '09:15', phone: '555-0187', insurer: 'Aetna' },
  { id: 3, name: 'Yuki Tanaka', clinician: 'Dr. Ahmed', time: '10:00', phone: '555-0113', insurer: 'Self-pay' },
  { id: 4, name: 'Grace Obi', clinician: 'Dr. Ahmed', time: '11:45', phone: '555-0199', insurer: 'Kaiser' },
];

const columns: GridColDef<Patient>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'insurer', headerName: 'Insurer', width: 120 },
  { field: 'phone', headerName: 'Phone', width: 120, disableExport: true },
  {
    field: 'actions',
    type: 'actions',
    width: 60,
    getActions: () => [
      <GridActionsCellItem key="remind" icon={<EmailIcon />} label="Send reminder" />,
    ],
  },
];

export default function ExportedColumns() {
  const apiRef = useGridApiRef();
  const [allColumns, setAllColumns] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  const refreshPreview = React.useCallback(() => {
    setCsv(apiRef.current?.getDataAsCsv({ allColumns }) ?? '');
  }, [apiRef, allColumns]);

  React.useEffect(refreshPreview, [refreshPreview]);

  return (
    <Box sx={{ height: 600, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={allColumns} onChange={(event) => setAllColumns(event.target.checked)} />}
        label="allColumns"
      />
      <Box sx={{ height: 371 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{ columns: { columnVisibilityModel: { insurer: false } } }}
          onStateChange={refreshPreview}
          slotProps={{ toolbar: { csvOptions: { allColumns } } }}
        />
      </Box>
      <Typography component="pre" variant="body2" aria-label="CSV preview" sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {csv}
      </Typography>
    </Box>
  );
}
