import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Applicant {
  name: string;
  stage: 'Screening' | 'Interview' | 'Offer';
}

interface Opening {
  id: number;
  title: string;
  team: string;
  location: string;
  applicants: Applicant[];
}

const rows: Opening[] = [
  {
    id: 301,
    title: 'Senior backend engineer',
    team: 'Payments',
    location: 'Berlin or remote',
    applicants: [
      { name: 'Chinedu Mensah', stage: 'Offer' },
      { name: 'Kavya Iyer', stage: 'Interview' },
      { name: 'Tomasz Nowak', stage: 'Screening' },
    ],
  },
  { id: 302, title: 'Support team lead', team: 'Customer care', location: 'Lisbon', applicants: [] },
  {
    id: 303,
    title: 'Product designer',
    team: 'Mobile app',
    location: 'Montreal',
    applicants: [
      { name: 'Oona Schulz', stage: 'Interview' },
      { name: 'Leandro Silva', stage: 'Screening' },
    ],
  },
  {
    id: 304,
    title: 'Data analyst',
    team: 'Finance',
    location: 'Nairobi',
    applicants: [{ name: 'Farah Haddad', stage: 'Screening' }],
  },
];

function ApplicantsToggle({ id, row }: GridRenderCellParams<Opening>) {
  const apiRef = useGridApiContext();
  // Read the open panels from the state, so that the label follows every change.
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  const count = row.applicants.length;
  // No onClick: a click anywhere inside the toggle column's cells already toggles the panel.
  return (
    <Button size="small" tabIndex={-1} disabled={count === 0} aria-expanded={expanded}>
      {count === 0 ? 'No applicants' : `${expanded ? 'Hide' : 'Show'} ${count} applicant${count > 1 ? 's' : ''}`}
    </Button>
  );
}

const columns: GridColDef<Opening>[] = [
  { field: 'id', headerName: 'Req.', width: 80 },
  { field: 'title', headerName: 'Opening', flex: 1, minWidth: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'location', headerName: 'Location', width: 150 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Applicants',
    renderHeader: undefined, // the toggle column's header shows no title by default
    width: 170,
    renderCell: (params) => <ApplicantsToggle {...params} />,
  },
];

function ApplicantList({ opening }: { opening: Opening }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, px: 3 }}>
      {opening.applicants.map((applicant) => (
        <Typography key={applicant.name} variant="body2">
          {applicant.name} · {applicant.stage}
        </Typography>
      ))}
    </Stack>
  );
}

// No content for openings without applicants: their rows cannot be expanded.
const getDetailPanelContent = ({ row }: GridRowParams<Opening>) =>
  row.applicants.length > 0 ? <ApplicantList opening={row} /> : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function CustomToggleColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
