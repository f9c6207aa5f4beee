import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  customer: string;
  country: string;
  channel: string;
  category: string;
  quantity: number;
  total: number;
}

const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', width: 110 },
  { field: 'channel', headerName: 'Channel', type: 'singleSelect', width: 110 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', width: 110 },
  { field: 'quantity', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

const groupings: { [name: string]: GridRowGroupingModel } = {
  'Channel, then category': ['channel', 'category'],
  'Category, then country': ['category', 'country'],
  'Country only': ['country'],
};

// With a data source, the grid offers only the functions you list: the server computes them.
const aggregationFunctions = { sum: { columnTypes: ['number'] }, size: {} };

export default function GroupedOrdersReport() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['channel', 'category']);
  // The menu follows the column menus too, where users can group by any column.
  const grouping =
    Object.keys(groupings).find((name) => groupings[name]?.join() === rowGroupingModel.join()) ?? '';
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          groupFields: JSON.stringify(params.groupFields ?? []),
          groupKeys: JSON.stringify(params.groupKeys ?? []),
          aggregationModel: JSON.stringify(params.aggregationModel ?? {}),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          start: String(params.start),
          end: String(params.end),
          delay: '300',
        });
        setLastRequest(`groupKeys=${JSON.stringify(params.groupKeys)} sortModel=${query.get('sortModel')}`);
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount, aggregateRow: body.aggregateRow };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel,
    initialState: {
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 560, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Group orders by"
          value={grouping}
          onChange={(event) => setRowGroupingModel(groupings[event.target.value] ?? [])}
          sx={{ minWidth: 240 }}
        >
          {Object.keys(groupings).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
          <MenuItem value="" disabled>
            Other (from a column menu)
          </MenuItem>
        </TextField>
        <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace', flex: 1, minWidth: 0 }}>
          Last request: {lastRequest}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          aggregationFunctions={aggregationFunctions}
          groupingColDef={{ width: 180 }}
          showToolbar
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
    </Box>
  );
}
