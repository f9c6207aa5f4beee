import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SignpostOutlinedIcon from '@mui/icons-material/SignpostOutlined';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Departure {
  id: string;
  time: string;
  destination: string;
  platform: number;
  stops: string[];
}

const rows: Departure[] = [
  { id: 'IC 521', time: '07:39', destination: 'Lisboa Santa Apolónia', platform: 4, stops: ['Aveiro', 'Coimbra-B', 'Pombal', 'Entroncamento'] },
  { id: 'R 4012', time: '07:52', destination: 'Braga', platform: 2, stops: ['Ermesinde', 'Trofa', 'Famalicão', 'Nine'] },
  { id: 'AP 131', time: '08:10', destination: 'Faro', platform: 5, stops: ['Coimbra-B', 'Lisboa Oriente', 'Tunes'] },
  { id: 'U 15102', time: '08:15', destination: 'Aveiro', platform: 1, stops: ['Espinho', 'Ovar', 'Estarreja'] },
];

function StopsHeader() {
  const apiRef = useGridApiContext();
  const openCount = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).size;
  return (
    <Tooltip title="Calling points: open a row to list them">
      <Badge badgeContent={openCount} color="primary" aria-label={`Calling points, ${openCount} open`}>
        <SignpostOutlinedIcon fontSize="small" />
      </Badge>
    </Tooltip>
  );
}

const columns: GridColDef<Departure>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, width: 64, renderHeader: () => <StopsHeader /> },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'id', headerName: 'Train', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 190 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

function CallingPoints({ departure }: { departure: Departure }) {
  return (
    <Typography variant="body2" sx={{ py: 1.5, px: 8 }}>
      Calls at {departure.stops.join(', ')}, then {departure.destination}.
    </Typography>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Departure>) => <CallingPoints departure={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function CustomToggleHeader() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
