import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  country: string;
  salary: number;
}

// This site's demo data API: it sorts, filters and slices 1,000 employees on the server.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary (EUR)', type: 'number', width: 130 },
];

export default function LazyEmployeeDirectory() {
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          delay: '500',
        });
        setLastRequest(`rows ${params.start} to ${params.end}`);
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        // `rowCount` tells the grid how many rows exist: it shows skeleton rows for the others.
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }} noWrap>
        Last request: {lastRequest || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // Requests cover whole blocks of this many rows.
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
