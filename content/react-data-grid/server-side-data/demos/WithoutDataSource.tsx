import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  orderNumber: string;
  placedOn: string;
  customer: string;
  status: string;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'placedOn',
    headerName: 'Placed',
    type: 'date',
    width: 110,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Returned', 'Cancelled'],
    width: 120,
  },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    // Money reads with its cents: 5,085.80, not 5,085.8.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

export default function WithoutDataSource() {
  // Every model the server needs lives in your state...
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [data, setData] = React.useState({ rows: [] as Order[], rowCount: 0 });
  // The query of the rows on screen: the grid is loading until it matches the current one.
  const [answered, setAnswered] = React.useState<string | null>(null);
  const [requests, setRequests] = React.useState(0);

  const query = new URLSearchParams({
    page: String(paginationModel.page),
    pageSize: String(paginationModel.pageSize),
    sortModel: JSON.stringify(sortModel),
    filterModel: JSON.stringify(filterModel),
    delay: '300',
  }).toString();

  // ...and an effect fetches the rows again whenever one of them changes.
  React.useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}?${query}`, { signal: controller.signal })
      .then((response) => response.json())
      .then((body) => {
        setRequests((count) => count + 1);
        setData({ rows: body.rows ?? [], rowCount: body.rowCount ?? 0 });
        setAnswered(query);
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setAnswered(query);
      });
    return () => controller.abort();
  }, [query]);

  return (
    <Box sx={{ height: 450, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Requests answered: {requests}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={data.rows}
          rowCount={data.rowCount}
          columns={columns}
          loading={answered !== query}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          filterDebounceMs={500}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          showToolbar
        />
      </Box>
    </Box>
  );
}
