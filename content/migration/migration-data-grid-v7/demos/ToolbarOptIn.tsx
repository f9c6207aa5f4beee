import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Deployment {
  id: number;
  service: string;
  environment: string;
  version: string;
  deployedBy: string;
}

const rows: Deployment[] = [
  { id: 1, service: 'checkout-api', environment: 'production', version: '4.12.0', deployedBy: 'Maya' },
  { id: 2, service: 'search-indexer', environment: 'staging', version: '2.3.1', deployedBy: 'Jonas' },
  { id: 3, service: 'billing-worker', environment: 'production', version: '1.9.4', deployedBy: 'Aiko' },
  { id: 4, service: 'web-frontend', environment: 'production', version: '7.0.2', deployedBy: 'Maya' },
  { id: 5, service: 'notifications', environment: 'staging', version: '0.18.0', deployedBy: 'Priya' },
];

const columns: GridColDef<Deployment>[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 140 },
  { field: 'environment', headerName: 'Environment', width: 130 },
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'deployedBy', headerName: 'Deployed by', width: 120 },
];

export default function ToolbarOptIn() {
  const [showToolbar, setShowToolbar] = React.useState(true);

  return (
    <Box sx={{ height: 428, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={showToolbar} onChange={(event) => setShowToolbar(event.target.checked)} />}
        label="showToolbar"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} label="Deployments" showToolbar={showToolbar} hideFooter />
      </Box>
    </Box>
  );
}
