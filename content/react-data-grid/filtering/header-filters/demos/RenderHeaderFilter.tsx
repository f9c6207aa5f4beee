import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  assignee: string;
  lastReply: string;
}

const CURRENT_AGENT = 'Jonas Weber';

const tickets: Ticket[] = [
  { id: 'T-5012', subject: 'Invoice shows the wrong VAT rate', requester: 'Harper & Cole', assignee: 'Jonas Weber', lastReply: 'Sent a corrected invoice, waiting for confirmation.' },
  { id: 'T-5013', subject: 'Cannot reset my password', requester: 'Lena Fischer', assignee: 'Aisha Bello', lastReply: 'Reset link expired; issued a new one.' },
  { id: 'T-5017', subject: 'Export to CSV cuts long notes', requester: 'Northwind Foods', assignee: 'Jonas Weber', lastReply: 'Reproduced with notes over 4,000 characters.' },
  { id: 'T-5020', subject: 'Add a second admin to our workspace', requester: 'Studio Parallax', assignee: 'Marta Kowalska', lastReply: 'Asked for the account owner to approve.' },
  { id: 'T-5024', subject: 'Webhook retries flood our endpoint', requester: 'Quayside Logistics', assignee: 'Jonas Weber', lastReply: 'Shared the back-off settings.' },
  { id: 'T-5025', subject: 'Dark mode colours in the mobile app', requester: 'Ravi Patel', assignee: 'Aisha Bello', lastReply: 'Logged for the design team.' },
];

// A switch in place of the text input: it adds or removes an "equals" item on the column.
function MineOnlyHeaderFilter({ item, inputRef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const checked = item.operator === 'equals' && item.value === CURRENT_AGENT;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.checked) {
      apiRef.current.upsertFilterItem({ ...item, operator: 'equals', value: CURRENT_AGENT });
    } else {
      apiRef.current.deleteFilterItem(item);
    }
  };

  return (
    <FormControlLabel
      sx={{ ml: 0, whiteSpace: 'nowrap' }}
      control={<Switch size="small" checked={checked} onChange={handleChange} inputRef={inputRef} />}
      label="Mine only"
    />
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'requester', headerName: 'Requester', width: 150 },
  {
    field: 'assignee',
    headerName: 'Assignee',
    width: 160,
    renderHeaderFilter: (params) => <MineOnlyHeaderFilter {...params} />,
  },
  // Free text nobody filters on: an empty header filter cell.
  { field: 'lastReply', headerName: 'Last reply', width: 180, renderHeaderFilter: () => null },
];

export default function RenderHeaderFilter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={tickets} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
