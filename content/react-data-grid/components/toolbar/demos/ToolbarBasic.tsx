import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  mileage: number;
}

const rows: Vehicle[] = [
  { id: 1, plate: 'KX-482-LM', model: 'Ford Transit', depot: 'Rotterdam', mileage: 84210 },
  { id: 2, plate: 'PB-117-RT', model: 'Renault Master', depot: 'Antwerp', mileage: 40577 },
  { id: 3, plate: 'ZD-903-AC', model: 'Mercedes Sprinter', depot: 'Rotterdam', mileage: 121904 },
  { id: 4, plate: 'HN-250-VW', model: 'Iveco Daily', depot: 'Ghent', mileage: 15342 },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 130 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'depot', headerName: 'Depot', width: 130 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
];

function FleetToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Vans
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'vans' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarBasic() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Vans"
        slots={{ toolbar: FleetToolbar }}
        showToolbar
      />
    </Box>
  );
}
