import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';

interface Trip {
  id: number;
  traveller: string;
  destination: string;
  departs: Date;
  budget: number;
}

const rows: Trip[] = [
  { id: 1, traveller: 'Hana Kobayashi', destination: 'Lyon, trade fair', departs: new Date(2026, 11, 7), budget: 1450 },
  { id: 2, traveller: 'Owen Price', destination: 'Nairobi, site visit', departs: new Date(2026, 11, 11), budget: 3200 },
  { id: 3, traveller: 'Irene Costa', destination: 'Toronto, customer workshop', departs: new Date(2027, 0, 12), budget: 2100 },
];

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 160 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 200 },
  { field: 'departs', headerName: 'Departs', type: 'date', width: 120 },
  { field: 'budget', headerName: 'Budget ($)', type: 'number', width: 120 },
];

function TripsToolbar() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="trips-export-trigger"
          aria-controls="trips-export-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="trips-export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'trips-export-trigger' } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'business-trips' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportExcel render={<MenuItem />} options={{ fileName: 'business-trips' }} onClick={close}>
          Download as Excel
        </ExportExcel>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: TripsToolbar }} showToolbar />
    </Box>
  );
}
