import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportPrint,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Ines Carvalho', room: '204, double', nights: 3 },
  { id: 2, guest: 'Marek Zielinski', room: '118, single', nights: 1 },
  { id: 3, guest: 'Fatima Al-Sayed', room: '310, suite', nights: 5 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'room', headerName: 'Room', width: 150 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

// A text button that keeps the toolbar's arrow-key navigation.
const textButton = <Button size="small" sx={{ px: 1.5 }} />;

function BookingsToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger render={<ToolbarButton render={textButton} />} startIcon={<ViewColumnIcon />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton render={textButton} />} startIcon={<FilterListIcon />}>
        Filters
      </FilterPanelTrigger>
      <ExportPrint render={<ToolbarButton render={textButton} />} startIcon={<PrintIcon />}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ToolbarCustomElements() {
  return (
    <Box sx={{ height: 321, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Bookings"
        slots={{ toolbar: BookingsToolbar }}
        showToolbar
      />
    </Box>
  );
}
