import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type ValueOptions } from '@mui/x-data-grid';

type PlanCode = 'free' | 'team' | 'enterprise';

interface Subscription {
  id: number;
  company: string;
  country: string;
  plan: PlanCode;
  support: string;
}

interface PlanOption {
  code: PlanCode;
  name: string;
}

const plans: PlanOption[] = [
  { code: 'free', name: 'Free' },
  { code: 'team', name: 'Team' },
  { code: 'enterprise', name: 'Enterprise' },
];

const supportByPlan: Record<PlanCode, string[]> = {
  free: ['Community forum'],
  team: ['Community forum', 'Email'],
  enterprise: ['Email', 'Phone', 'Account manager'],
};

const allSupportOptions = [...new Set(Object.values(supportByPlan).flat())];

const rows: Subscription[] = [
  { id: 1, company: 'Fjord Analytics', country: 'Norway', plan: 'enterprise', support: 'Account manager' },
  { id: 2, company: 'Casa Verde Studio', country: 'Mexico', plan: 'team', support: 'Email' },
  { id: 3, company: 'Kōyō Robotics', country: 'Japan', plan: 'enterprise', support: 'Phone' },
  { id: 4, company: 'Maple & Pine', country: 'Canada', plan: 'free', support: 'Community forum' },
  { id: 5, company: 'Sahel Solar', country: 'Senegal', plan: 'team', support: 'Community forum' },
];

const columns: GridColDef<Subscription>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: ['Canada', 'Japan', 'Mexico', 'Norway', 'Senegal'],
    editable: true,
    width: 130,
  },
  {
    // The row stores the code; the cell and the editor show the name.
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: plans,
    getOptionValue: (option: ValueOptions) => (option as PlanOption).code,
    getOptionLabel: (option: ValueOptions) => (option as PlanOption).name,
    editable: true,
    width: 130,
  },
  {
    // The choices depend on the row's plan. The filter panel asks without a row: it gets them all.
    field: 'support',
    headerName: 'Support',
    type: 'singleSelect',
    valueOptions: ({ row }) => (row ? supportByPlan[row.plan] : allSupportOptions),
    editable: true,
    width: 180,
  },
];

export default function SingleSelectColumns() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
