import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
}

// This site's demo data API: 1,000 employees of a fictional company.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'Office', width: 120 },
];

export default function CacheChunks() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end, sortModel, filterModel }) => {
        // `start` and `end` are the indexes of the first and last rows of the page.
        const query = new URLSearchParams({
          start: String(start),
          end: String(end),
          sortModel: JSON.stringify(sortModel),
          filterModel: JSON.stringify(filterModel),
        });
        setLog((lines) => [...lines, `rows ${start}–${end}`]);
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" noWrap>
        {log.length} requests: {log.slice(-4).join(', ') || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          density="compact"
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          // The smallest option is the size of a cached chunk.
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
