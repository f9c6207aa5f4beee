import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Vehicle {
  id: string;
  depot: string;
  model: string;
  mileage: number;
  nextService: string;
}

const fleet: Vehicle[] = [
  { id: 'VAN-112', depot: 'North depot', model: 'Electric van', mileage: 41200, nextService: 'June 3' },
  { id: 'VAN-118', depot: 'North depot', model: 'Electric van', mileage: 38950, nextService: 'June 17' },
  { id: 'TRK-031', depot: 'North depot', model: 'Box truck', mileage: 102300, nextService: 'May 29' },
  { id: 'VAN-204', depot: 'Harbour depot', model: 'Diesel van', mileage: 88410, nextService: 'June 9' },
  { id: 'TRK-045', depot: 'Harbour depot', model: 'Refrigerated truck', mileage: 65020, nextService: 'June 1' },
  { id: 'BIK-007', depot: 'City hub', model: 'Cargo bike', mileage: 5310, nextService: 'July 12' },
  { id: 'BIK-009', depot: 'City hub', model: 'Cargo bike', mileage: 4875, nextService: 'July 12' },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'depot', headerName: 'Depot', width: 150 },
  { field: 'id', headerName: 'Vehicle', width: 120 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 150 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'nextService', headerName: 'Next service', width: 130 },
];

export default function GroupRowKeyboard() {
  return (
    <Box sx={{ height: 580, width: '100%' }}>
      <DataGridPremium
        rows={fleet}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['depot'] },
          // The grouping column shows the depot: hide the column it comes from.
          columns: { columnVisibilityModel: { depot: false } },
        }}
        defaultGroupingExpansionDepth={0}
        hideFooter
      />
    </Box>
  );
}
