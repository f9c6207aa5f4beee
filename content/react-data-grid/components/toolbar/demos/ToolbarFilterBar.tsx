import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import AddIcon from '@mui/icons-material/Add';

interface Shipment {
  id: number;
  tracking: string;
  carrier: string;
  destination: string;
  weightKg: number;
}

const rows: Shipment[] = [
  { id: 1, tracking: 'SH-77120', carrier: 'DHL', destination: 'Porto', weightKg: 12.4 },
  { id: 2, tracking: 'SH-77121', carrier: 'UPS', destination: 'Kraków', weightKg: 3.1 },
  { id: 3, tracking: 'SH-77122', carrier: 'DHL', destination: 'Dublin', weightKg: 27.8 },
  { id: 4, tracking: 'SH-77123', carrier: 'GLS', destination: 'Porto', weightKg: 8.6 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

function ShipmentsToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
      {activeFilters.map((item) => {
        const column = columnLookup[item.field];
        const operator = column?.filterOperators?.find((op) => op.value === item.operator);
        const label = `${column?.headerName ?? item.field} ${operator?.label ?? item.operator} ${item.value ?? ''}`;
        return (
          <Chip
            key={item.id}
            label={label}
            size="small"
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        );
      })}
      <FilterPanelTrigger render={<Button size="small" startIcon={<AddIcon />} />}>
        Add filter
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Shipments"
        slots={{ toolbar: ShipmentsToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'carrier', operator: 'equals', value: 'DHL' }] },
          },
        }}
      />
    </Box>
  );
}
