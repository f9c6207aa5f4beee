import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridRowId,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
  childCount: number;
}

const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'Office', width: 110 },
];

interface FailedGroup {
  id: GridRowId;
  name: string;
  message: string;
}

export default function TreeDataErrors() {
  const apiRef = useGridApiRef();
  const [failRate, setFailRate] = React.useState('0.5');
  // Read at request time, so that changing the rate keeps the tree as it is.
  const failRateRef = React.useRef(failRate);
  const [failed, setFailed] = React.useState<FailedGroup | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const groupKeys = params.groupKeys ?? [];
        const query = new URLSearchParams({
          groupKeys: JSON.stringify(groupKeys),
          start: String(params.start),
          end: String(params.end),
          delay: '500',
          // Only the requests for children may fail, so the top level always loads.
          failRate: groupKeys.length > 0 ? failRateRef.current : '0',
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

  const handleError = (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if (!(error instanceof GridGetRowsError)) return;
    const parentKey = error.params.groupKeys?.at(-1);
    if (parentKey === undefined) return;
    // Row ids are numbers; the group keys are the same ids as strings.
    const id = Number(parentKey);
    const name = apiRef.current?.getRow(id)?.name ?? parentKey;
    setFailed({ id, name, message: error.message });
  };

  const retry = () => {
    if (!failed) return;
    setFailed(null);
    apiRef.current?.dataSource.fetchRows(failed.id);
  };

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Failure rate of child requests"
          value={failRate}
          onChange={(event) => {
            failRateRef.current = event.target.value;
            setFailRate(event.target.value);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="0">Never fail</MenuItem>
          <MenuItem value="0.5">Fail half of them</MenuItem>
          <MenuItem value="1">Always fail</MenuItem>
        </TextField>
        {failed ? (
          <Alert
            severity="error"
            sx={{ py: 0, flex: 1, minWidth: 200 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Reports of {failed.name} did not load: {failed.message}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 280, valueGetter: (value, row) => row.name }}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
