import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridFooterContainer,
  gridClasses,
  gridRenderContextColumnsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Ward = { id: string } & Record<string, string>;

const quietNotes = ['Quiet shift.', 'No incidents.', 'Short of one nurse until 10:00.'];

// A few long notes, all after the first week: they only count once their column is rendered.
const incidents: Record<string, Record<string, string>> = {
  Cardiology: {
    'Mar 12':
      'Telemetry monitor in bay 3 lost signal twice; spare unit in use, ticket raised with clinical engineering.',
  },
  Maternity: {
    'Mar 9':
      'Birthing pool heater tripped the breaker at 03:40. Estates reset it and will replace the thermostat on Monday.',
  },
  Oncology: {
    'Mar 20':
      'Pharmacy delivery of evening chemotherapy came 2 hours late; three patients rescheduled to the morning list.',
  },
};

// One column per day of March: 31 columns of handover notes, plus the ward.
const days = Array.from({ length: 31 }, (_, index) => `Mar ${index + 1}`);
const wards = ['Cardiology', 'Orthopaedics', 'Maternity', 'Oncology', 'Respiratory'];

const rows: Ward[] = wards.map((ward, wardIndex) => {
  const row: Ward = { id: ward };
  days.forEach((day, dayIndex) => {
    row[day] = incidents[ward]?.[day] ?? quietNotes[(wardIndex + dayIndex) % quietNotes.length] ?? '';
  });
  return row;
});

const columns: GridColDef<Ward>[] = [
  { field: 'id', headerName: 'Ward', width: 130 },
  ...days.map((day): GridColDef<Ward> => ({ field: day, headerName: day, width: 190, sortable: false })),
];

function RenderedColumnsFooter() {
  const apiRef = useGridApiContext();
  const { firstColumnIndex, lastColumnIndex } = useGridSelector(apiRef, gridRenderContextColumnsSelector);
  const total = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector).length;
  return (
    <GridFooterContainer sx={{ px: 2, typography: 'body2' }}>
      Columns in the DOM: {firstColumnIndex + 1} to {lastColumnIndex} of {total}
    </GridFooterContainer>
  );
}

export default function AutoHeightColumnVirtualization() {
  const [virtualize, setVirtualize] = React.useState(false);
  return (
    <Box sx={{ height: 602, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={virtualize} onChange={(event) => setVirtualize(event.target.checked)} />}
        label="Virtualize columns"
        sx={{ mb: 1 }}
      />
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        virtualizeColumnsWithAutoRowHeight={virtualize}
        slots={{ footer: RenderedColumnsFooter }}
        sx={{ flex: 1, minHeight: 0, [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </Box>
  );
}
