import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface DriveItem {
  id: number;
  path: string[];
  kind: 'Folder' | 'PDF' | 'Image' | 'Spreadsheet';
  size?: number;
  modified: Date;
  owner: string;
}

// "Archive" and "Archive/2024" have no row of their own: the grid generates them.
const rows: DriveItem[] = [
  { id: 1, path: ['Clients'], kind: 'Folder', modified: new Date(2025, 2, 3), owner: 'Mira' },
  { id: 2, path: ['Clients', 'Harbor Café'], kind: 'Folder', modified: new Date(2025, 2, 3), owner: 'Mira' },
  { id: 3, path: ['Clients', 'Harbor Café', 'logo-final.png'], kind: 'Image', size: 840_000, modified: new Date(2025, 2, 3), owner: 'Mira' },
  { id: 4, path: ['Clients', 'Harbor Café', 'quote.pdf'], kind: 'PDF', size: 210_000, modified: new Date(2025, 1, 18), owner: 'Jonas' },
  { id: 5, path: ['Clients', 'Nordlicht Hotels'], kind: 'Folder', modified: new Date(2025, 1, 27), owner: 'Jonas' },
  { id: 6, path: ['Clients', 'Nordlicht Hotels', 'brand-guide.pdf'], kind: 'PDF', size: 5_400_000, modified: new Date(2025, 1, 27), owner: 'Jonas' },
  { id: 7, path: ['Clients', 'Nordlicht Hotels', 'hours.xlsx'], kind: 'Spreadsheet', size: 48_000, modified: new Date(2025, 1, 20), owner: 'Ada' },
  { id: 8, path: ['Studio'], kind: 'Folder', modified: new Date(2025, 0, 9), owner: 'Ada' },
  { id: 9, path: ['Studio', 'rates-2025.xlsx'], kind: 'Spreadsheet', size: 31_000, modified: new Date(2025, 0, 9), owner: 'Ada' },
  { id: 10, path: ['Archive', '2024', 'Harbor Café', 'moodboard.png'], kind: 'Image', size: 2_100_000, modified: new Date(2024, 10, 14), owner: 'Mira' },
  { id: 11, path: ['Archive', '2024', 'invoices.xlsx'], kind: 'Spreadsheet', size: 72_000, modified: new Date(2024, 11, 30), owner: 'Ada' },
];

const formatSize = (bytes?: number) => {
  if (bytes == null) {
    return '';
  }
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`;
};

const columns: GridColDef<DriveItem>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: formatSize },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 120 },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 90 },
];

export default function ProjectDrive() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Name', width: 280 }}
        defaultGroupingExpansionDepth={1}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'modified', sort: 'desc' }] } }}
      />
    </Box>
  );
}
