import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface CostCentre {
  id: string;
  path: string[];
  owner: string;
  budget: number;
}

const rows: CostCentre[] = [
  { id: 'ops', path: ['Operations'], owner: 'Ines Duarte', budget: 1_200_000 },
  { id: 'ops-wh', path: ['Operations', 'Warehousing'], owner: 'Tomas Berg', budget: 540_000 },
  { id: 'ops-wh-n', path: ['Operations', 'Warehousing', 'North depot'], owner: 'Aiko Sato', budget: 310_000 },
  { id: 'ops-wh-s', path: ['Operations', 'Warehousing', 'South depot'], owner: 'Leon Marsh', budget: 230_000 },
  { id: 'ops-fl', path: ['Operations', 'Fleet'], owner: 'Priya Nair', budget: 660_000 },
  { id: 'rnd', path: ['Research'], owner: 'Hana Kowalski', budget: 900_000 },
  { id: 'rnd-bat', path: ['Research', 'Battery lab'], owner: 'Omar Haddad', budget: 520_000 },
  { id: 'rnd-sw', path: ['Research', 'Firmware'], owner: 'Julia Brandt', budget: 380_000 },
  { id: 'sales', path: ['Sales'], owner: 'Marc Olsen', budget: 700_000 },
  { id: 'sales-eu', path: ['Sales', 'Europe'], owner: 'Sofia Ricci', budget: 450_000 },
  { id: 'sales-na', path: ['Sales', 'North America'], owner: 'Dan Carter', budget: 250_000 },
];

const columns: GridColDef<CostCentre>[] = [
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 130 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

// Open Operations and everything below it; the other centres start closed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.id === 'ops' || node.parent === 'ops';

export default function ExpandCollapseTree() {
  const apiRef = useGridApiRef();

  const setAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ height: 518, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Cost centre', width: 240 }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
        />
      </Box>
    </Box>
  );
}
