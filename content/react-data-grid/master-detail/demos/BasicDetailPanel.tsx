import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Message {
  author: string;
  sentAt: string;
  text: string;
}

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  status: 'New' | 'Open' | 'Waiting on customer' | 'Solved';
  messages: Message[];
}

const rows: Ticket[] = [
  {
    id: 4812,
    subject: 'Card declined on annual renewal',
    customer: 'Harbour Dental Group',
    status: 'Open',
    messages: [
      { author: 'Ines Castro (customer)', sentAt: '09:12', text: 'Our renewal failed twice this morning with the same card that worked last year.' },
      { author: 'Dmitri Varga (support)', sentAt: '09:40', text: 'The bank returned "do not honour". Could you check with them, or add a second card under Billing?' },
    ],
  },
  {
    id: 4815,
    subject: 'Export to PDF cuts the last column',
    customer: 'Northwind Freight',
    status: 'Waiting on customer',
    messages: [
      { author: 'Jonas Krüger (customer)', sentAt: 'Mon 16:05', text: 'The monthly report loses its "Total" column when exported to PDF.' },
      { author: 'Hana Okafor (support)', sentAt: 'Tue 10:21', text: 'Switching the page to landscape keeps every column. Does that work for you?' },
      { author: 'Hana Okafor (support)', sentAt: 'Thu 11:02', text: 'Following up: shall we close this ticket?' },
    ],
  },
  { id: 4821, subject: 'Add a second admin to our workspace', customer: 'Lisbon Book Fair', status: 'New', messages: [] },
  {
    id: 4790,
    subject: 'Two-factor codes arrive late',
    customer: 'Tremblay & Fils',
    status: 'Solved',
    messages: [
      { author: 'Xavier Tremblay (customer)', sentAt: '2 May', text: 'SMS codes take several minutes and expire before they arrive.' },
      { author: 'Dmitri Varga (support)', sentAt: '2 May', text: 'Our SMS provider had a delay in Canada. It is fixed; an authenticator app avoids this entirely.' },
    ],
  },
  {
    id: 4803,
    subject: 'Invoices show the old company address',
    customer: 'Okafor Architects',
    status: 'Open',
    messages: [{ author: 'Noor Haddad (customer)', sentAt: '10:48', text: 'We moved in March, but new invoices still print the old address.' }],
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'status', headerName: 'Status', width: 180 },
];

function Conversation({ ticket }: { ticket: Ticket }) {
  return (
    <Stack spacing={1.5} sx={{ py: 2, px: 7 }}>
      {ticket.messages.map((message) => (
        <Box key={message.sentAt + message.author}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {message.author} · {message.sentAt}
          </Typography>
          <Typography variant="body2">{message.text}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

// Defined outside the component: the grid caches the panels by the identity of these functions.
const getDetailPanelContent = ({ row }: GridRowParams<Ticket>) =>
  row.messages.length > 0 ? <Conversation ticket={row} /> : null;
const getDetailPanelHeight = () => 200;

export default function BasicDetailPanel() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
