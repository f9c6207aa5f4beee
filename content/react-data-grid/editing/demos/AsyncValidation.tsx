import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Starter {
  id: number;
  name: string;
  team: string;
  firstDay: Date;
}

const rows: Starter[] = [
  { id: 1, name: 'Noor Al-Sayed', team: 'Payments', firstDay: new Date(2025, 4, 5) },
  { id: 2, name: 'Felix Brandt', team: 'Data platform', firstDay: new Date(2025, 4, 12) },
  { id: 3, name: 'Yuki Tanaka', team: 'Design systems', firstDay: new Date(2025, 5, 2) },
];

// Asks this site's demo data API whether an employee already has this name.
async function findEmployeeByName(name: string) {
  const filterModel = { items: [{ field: 'name', operator: 'equals', value: name }] };
  const query = new URLSearchParams({
    pageSize: '1',
    filterModel: JSON.stringify(filterModel),
    delay: '400', // a realistic round trip, so the spinner shows
  });
  const response = await fetch(`/api/demo-data/employees/?${query}`);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error);
  return body.rows[0] as { id: number; name: string } | undefined;
}

export default function AsyncValidation() {
  const [message, setMessage] = React.useState('Rename a starter: try "Aiden Tremblay".');

  const columns = React.useMemo<GridColDef<Starter>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 180,
        editable: true,
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string>) => {
          const name = params.props.value?.trim() ?? '';
          if (name === '') {
            setMessage('A name is required.');
            return { ...params.props, error: true };
          }
          setMessage(`Checking "${name}" in the directory…`);
          try {
            const match = await findEmployeeByName(name);
            setMessage(match ? `"${name}" is already employee #${match.id}.` : `"${name}" is free.`);
            return { ...params.props, error: Boolean(match) };
          } catch (reason) {
            setMessage(`The directory did not answer: ${(reason as Error).message}`);
            return { ...params.props, error: true };
          }
        },
      },
      { field: 'team', headerName: 'Team', width: 160 },
      { field: 'firstDay', headerName: 'First day', type: 'date', width: 130 },
    ],
    [],
  );

  return (
    <Box
      sx={{
        height: 242,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '& .MuiDataGrid-cell--editing .Mui-error': { color: 'error.main' },
      }}
    >
      <Typography variant="body2" role="status" noWrap sx={{ height: 20 }}>
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
