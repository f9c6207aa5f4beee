import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Building {
  id: number;
  name: string;
  meter: string;
  note: string;
  kwh: number[];
}

const rows: Building[] = [
  { id: 1, name: 'Harbour office', meter: 'EM-1042', note: 'Heat pump replaced in June: summer use dropped by a fifth.', kwh: [412, 398, 371, 330, 290, 232, 221, 228, 265, 318, 369, 405] },
  { id: 2, name: 'North depot', meter: 'EM-2210', note: 'Night charging of 14 electric vans drives the winter peak.', kwh: [880, 861, 820, 772, 740, 701, 690, 702, 735, 790, 842, 875] },
  { id: 3, name: 'Riverside lab', meter: 'EM-3007', note: 'Freezers run all year; estimate for August after a meter fault.', kwh: [530, 526, 529, 531, 540, 552, 561, 560, 548, 536, 530, 529] },
  { id: 4, name: 'City shop', meter: 'EM-4120', note: 'Opening hours extended on Saturdays from October.', kwh: [210, 204, 196, 188, 181, 176, 182, 185, 190, 214, 226, 240] },
];

const columns: GridColDef<Building>[] = [
  { field: 'name', headerName: 'Building', width: 160 },
  { field: 'meter', headerName: 'Meter', width: 100 },
  ...months.map<GridColDef<Building>>((month, index) => ({
    field: month,
    headerName: `${month} (kWh)`,
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.kwh[index],
  })),
];

function MeterNote({ building }: { building: Building }) {
  const apiRef = useGridApiContext();
  // The width of the visible part of the grid, updated when the grid resizes.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <Box sx={{ position: 'sticky', left: 0, width: viewportInnerSize.width, boxSizing: 'border-box', py: 1.5, px: 7 }}>
      <Typography variant="body2">
        {building.meter}: {building.note}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Building>) => <MeterNote building={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function StickyDetailPanel() {
  return (
    <Box sx={{ height: 364, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{
          pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD, 'name'] },
          detailPanel: { expandedRowIds: new Set([2]) },
        }}
        // The panel scrolls its own overflow by default, which would hold the sticky note in place.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
      />
    </Box>
  );
}
