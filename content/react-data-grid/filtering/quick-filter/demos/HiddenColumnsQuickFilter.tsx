import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Account {
  id: number;
  company: string;
  city: string;
  plan: string;
  manager: string;
}

const rows: Account[] = [
  { id: 1, company: 'Brightwater Dental', city: 'Leeds', plan: 'Team', manager: 'Hannah Keller' },
  { id: 2, company: 'Keller & Sons Joinery', city: 'York', plan: 'Starter', manager: 'Omar Haddad' },
  { id: 3, company: 'Northgate Logistics', city: 'Hull', plan: 'Enterprise', manager: 'Hannah Keller' },
  { id: 4, company: 'Pennine Outdoor', city: 'Leeds', plan: 'Team', manager: 'Omar Haddad' },
  { id: 5, company: 'Saltaire Print Works', city: 'Bradford', plan: 'Starter', manager: 'Hannah Keller' },
];

const columns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'manager', headerName: 'Account manager', width: 170 },
];

export default function HiddenColumnsQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['keller'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns ?? true}
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: event.target.checked }))
            }
          />
        }
        label="quickFilterExcludeHiddenColumns"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { manager: false } } }}
        />
      </Box>
    </Box>
  );
}
