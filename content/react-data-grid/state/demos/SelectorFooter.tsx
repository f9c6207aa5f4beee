import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
  assignee: string;
}

const tickets: Ticket[] = [
  { id: 311, subject: 'Cannot reset password', priority: 'High', assignee: 'Ada' },
  { id: 312, subject: 'Invoice shows wrong VAT', priority: 'Normal', assignee: 'Bram' },
  { id: 313, subject: 'Export to PDF is slow', priority: 'Low', assignee: 'Ada' },
  { id: 314, subject: 'SSO login loops', priority: 'High', assignee: 'Chen' },
  { id: 315, subject: 'Typo on pricing page', priority: 'Low', assignee: 'Bram' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 170 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

// useGridSelector() re-renders this footer only when one of the selected values changes.
function TicketCounts() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {matching} of {total} tickets shown · {selected} selected
      </Typography>
    </GridFooterContainer>
  );
}

export default function SelectorFooter() {
  return (
    <Box sx={{ height: 427 }}>
      <DataGrid rows={tickets} columns={columns} checkboxSelection showToolbar slots={{ footer: TicketCounts }} />
    </Box>
  );
}
