import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  childCount: number;
}

const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
];

// Open the chief executive (id 1) and the head of Engineering (id 2) only.
const isEngineeringPath = (node: GridGroupNode) =>
  node.groupingKey === '1' || node.groupingKey === '2';

type Mode = '0' | '1' | '2' | 'engineering';

export default function TreeDataExpansion() {
  const [mode, setMode] = React.useState<Mode>('1');
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const groupKeys = params.groupKeys ?? [];
        const key = JSON.stringify(groupKeys);
        setRequests((previous) => (previous.includes(key) ? previous : [...previous, key]));
        const query = new URLSearchParams({
          groupKeys: JSON.stringify(groupKeys),
          start: String(params.start),
          end: String(params.end),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
      getGroupKey: (row) => String(row.id),
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 582, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Expanded on load"
          value={mode}
          onChange={(event) => {
            setRequests([]);
            setMode(event.target.value as Mode);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="0">Nothing (depth 0)</MenuItem>
          <MenuItem value="1">First level (depth 1)</MenuItem>
          <MenuItem value="2">Two levels (depth 2)</MenuItem>
          <MenuItem value="engineering">Engineering path (callback)</MenuItem>
        </TextField>
        <Typography variant="body2" role="status">
          Levels requested ({requests.length}): {requests.join(' ')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          // A new grid per choice, so that the expansion props apply from the start.
          key={mode}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 280, valueGetter: (value, row) => row.name }}
          defaultGroupingExpansionDepth={mode === 'engineering' ? 0 : Number(mode)}
          isGroupExpandedByDefault={mode === 'engineering' ? isEngineeringPath : undefined}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
