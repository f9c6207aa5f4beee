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
  role: string;
  department: string;
  city: string;
  childCount: number;
}

// This site's demo data API: 1,000 employees, a tree by `managerId`.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'Office', width: 110 },
];

export default function ServerTreeData() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        const query = new URLSearchParams({
          groupKeys: JSON.stringify(params.groupKeys ?? []),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          start: String(params.start),
          end: String(params.end),
          delay: '400',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        const line = `groupKeys=${JSON.stringify(params.groupKeys)} → ${body.rows.length} rows`;
        setLog((previous) => [line, ...previous].slice(0, 3));
        return { rows: body.rows, rowCount: body.rowCount };
      },
      // The grid sends these keys back as `groupKeys` when it asks for children.
      getGroupKey: (row) => String(row.id),
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="log" aria-label="Last requests" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        {log.length === 0 ? 'Waiting for the first answer…' : null}
        {log.map((line, index) => (
          <Typography key={index} variant="caption" component="div" noWrap>
            GET {line}
          </Typography>
        ))}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 260, valueGetter: (value, row) => row.name }}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
