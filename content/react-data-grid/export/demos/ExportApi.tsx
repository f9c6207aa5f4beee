import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  court: string;
  member: string;
  start: Date;
  fee: number;
}

const rows: Booking[] = [
  { id: 1, court: 'Court 1 (clay)', member: 'Ingrid Halvorsen', start: new Date(2026, 10, 28, 8, 0), fee: 18 },
  { id: 2, court: 'Court 2 (hard)', member: 'Rafael Quispe', start: new Date(2026, 10, 28, 9, 30), fee: 15 },
  { id: 3, court: 'Court 1 (clay)', member: 'Noor Al-Sayed', start: new Date(2026, 10, 28, 11, 0), fee: 18 },
  { id: 4, court: 'Court 3 (grass)', member: 'Ben Whitaker', start: new Date(2026, 10, 28, 14, 0), fee: 24 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'court', headerName: 'Court', width: 160 },
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 170 },
  { field: 'start', headerName: 'Start', type: 'dateTime', width: 200 },
  { field: 'fee', headerName: 'Fee ($)', type: 'number', width: 100 },
];

export default function ExportApi() {
  const apiRef = useGridApiRef();
  const [excelState, setExcelState] = React.useState('No Excel export yet');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'court-bookings' })}>
          Export CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsPrint({ hideFooter: true })}>
          Print
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsExcel({ fileName: 'court-bookings' })}>
          Export Excel
        </Button>
        <Typography variant="body2" role="status">
          {excelState}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onExcelExportStateChange={(state) =>
            setExcelState(state === 'pending' ? 'Building the workbook…' : 'Excel file ready')
          }
        />
      </Box>
    </Box>
  );
}
