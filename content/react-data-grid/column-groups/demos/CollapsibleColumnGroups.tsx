import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import {
  DataGrid,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridInitialState,
} from '@mui/x-data-grid';

interface ShopSales {
  id: number;
  shop: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

const rows: ShopSales[] = [
  { id: 1, shop: 'Canal Street', jan: 18400, feb: 17150, mar: 19820, apr: 20310, may: 21975, jun: 23040 },
  { id: 2, shop: 'Old Market', jan: 12900, feb: 12240, mar: 13760, apr: 14105, may: 15480, jun: 16220 },
  { id: 3, shop: 'Station Hall', jan: 22650, feb: 21980, mar: 23410, apr: 22870, may: 24015, jun: 25330 },
  { id: 4, shop: 'Riverside', jan: 9870, feb: 9420, mar: 11035, apr: 12660, may: 14290, jun: 15870 },
];

// Each quarter: the months it folds away, and the total that stays visible.
const quarters = [
  { groupId: 'q1', headerName: 'Q1 2025', months: ['jan', 'feb', 'mar'] as const, total: 'q1Total' },
  { groupId: 'q2', headerName: 'Q2 2025', months: ['apr', 'may', 'jun'] as const, total: 'q2Total' },
];

const monthNames: Record<string, string> = { jan: 'Jan', feb: 'Feb', mar: 'Mar', apr: 'Apr', may: 'May', jun: 'Jun' };

const columns: GridColDef<ShopSales>[] = [
  { field: 'shop', headerName: 'Shop', flex: 1, minWidth: 110 },
  ...quarters.flatMap((quarter): GridColDef<ShopSales>[] => [
    ...quarter.months.map((month) => ({ field: month, headerName: monthNames[month], type: 'number' as const, width: 76 })),
    {
      field: quarter.total,
      headerName: 'Total',
      type: 'number',
      width: 110,
      valueGetter: (_value, row) => quarter.months.reduce((sum, month) => sum + row[month], 0),
    },
  ]),
];

function QuarterHeader({ headerName, months }: GridColumnGroupHeaderParams & { months: readonly string[] }) {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  // The quarter counts as open while at least one of its months is visible.
  const expanded = months.some((month) => visibility[month] !== false);

  const toggle = () => {
    const next = { ...visibility };
    months.forEach((month) => {
      next[month] = !expanded;
    });
    apiRef.current.setColumnVisibilityModel(next);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        onClick={toggle}
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${headerName}`}
      >
        {expanded ? <IndeterminateCheckBoxOutlinedIcon fontSize="small" /> : <AddBoxOutlinedIcon fontSize="small" />}
      </IconButton>
      <span>{headerName}</span>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = quarters.map((quarter) => ({
  groupId: quarter.groupId,
  headerName: quarter.headerName,
  renderHeaderGroup: (params) => <QuarterHeader {...params} months={quarter.months} />,
  children: [...quarter.months.map((field) => ({ field })), { field: quarter.total }],
}));

// The second quarter starts collapsed: only its total is shown.
const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { apr: false, may: false, jun: false } },
};

export default function CollapsibleColumnGroups() {
  return (
    <Box sx={{ height: 375, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={initialState}
        showColumnVerticalBorder
      />
    </Box>
  );
}
