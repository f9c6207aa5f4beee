import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
  startDate: string;
}

// This site's demo data API: 1,000 employees, each with the id of their manager.
const API = '/api/demo-data/employees/';

async function fetchReports(managerId: number): Promise<Employee[]> {
  const query = new URLSearchParams({
    filterModel: JSON.stringify({ items: [{ field: 'managerId', operator: '=', value: managerId }] }),
    pageSize: '100',
    delay: '600', // a realistic round trip, so the loading state shows
  });
  const response = await fetch(`${API}?${query}`);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error);
  return body.rows;
}

// Kept outside the panels: a panel unmounts when it closes, its answer stays here.
const reportsByManager = new Map<number, Promise<Employee[]>>();
function loadReports(managerId: number) {
  if (!reportsByManager.has(managerId)) {
    const request = fetchReports(managerId);
    request.catch(() => reportsByManager.delete(managerId)); // try again next time
    reportsByManager.set(managerId, request);
  }
  return reportsByManager.get(managerId)!;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Since', width: 120 },
];

function DirectReports({ manager }: { manager: Employee }) {
  const [reports, setReports] = React.useState<Employee[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let active = true;
    loadReports(manager.id)
      .then((rows) => active && setReports(rows))
      .catch((reason: Error) => active && setError(reason.message));
    return () => {
      active = false;
    };
  }, [manager.id]);

  return (
    <Box sx={{ py: 2, px: 7, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">
        {error ?? (reports ? `${reports.length} direct reports of ${manager.name}` : 'Loading direct reports…')}
      </Typography>
      {reports && <DataGrid rows={reports} columns={columns.slice(0, 3)} density="compact" hideFooter />}
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => <DirectReports manager={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function LazyLoadedDetailPanel() {
  const [heads, setHeads] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    // The heads of department report to the chief executive, whose id is 1.
    fetchReports(1)
      .then(setHeads)
      .finally(() => setLoading(false));
  }, []);

  return (
    <Box sx={{ height: 527, width: '100%' }}>
      <DataGridPro
        rows={heads}
        columns={columns}
        loading={loading}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
