import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridGroupingColDefOverride } from '@mui/x-data-grid-pro';

interface Part {
  id: number;
  path: string[];
  partNumber: string;
  quantity: number;
  supplier: string;
}

// The bill of materials of a cargo e-bike: each path lists the assemblies above a part.
const rows: Part[] = [
  { id: 1, path: ['Frame set'], partNumber: 'FS-700', quantity: 1, supplier: 'In-house' },
  { id: 2, path: ['Frame set', 'Frame'], partNumber: 'FR-710', quantity: 1, supplier: 'Alutec' },
  { id: 3, path: ['Frame set', 'Fork'], partNumber: 'FK-220', quantity: 1, supplier: 'Alutec' },
  { id: 4, path: ['Frame set', 'Headset'], partNumber: 'HS-044', quantity: 1, supplier: 'Rotaline' },
  { id: 5, path: ['Drivetrain'], partNumber: 'DT-500', quantity: 1, supplier: 'In-house' },
  { id: 6, path: ['Drivetrain', 'Mid motor'], partNumber: 'MM-250', quantity: 1, supplier: 'Voltara' },
  { id: 7, path: ['Drivetrain', 'Battery pack'], partNumber: 'BP-625', quantity: 1, supplier: 'In-house' },
  { id: 8, path: ['Drivetrain', 'Battery pack', 'Cell 21700'], partNumber: 'CL-217', quantity: 40, supplier: 'Cellwise' },
  { id: 9, path: ['Drivetrain', 'Battery pack', 'Management board'], partNumber: 'BM-013', quantity: 1, supplier: 'Voltara' },
  { id: 10, path: ['Drivetrain', 'Chain'], partNumber: 'CH-116', quantity: 1, supplier: 'Rotaline' },
];

const columns: GridColDef<Part>[] = [
  { field: 'partNumber', headerName: 'Part number', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 120 },
];

const groupingColDef: GridGroupingColDefOverride<Part> = {
  headerName: 'Assembly',
  width: 280,
};

export default function BillOfMaterials() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
