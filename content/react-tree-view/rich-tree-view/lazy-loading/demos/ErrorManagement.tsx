import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';

interface OrgUnit {
  id: string;
  label: string;
  childCount: number;
}

const departments: OrgUnit[] = [
  { id: 'engineering', label: 'Engineering', childCount: 2 },
  { id: 'finance', label: 'Finance', childCount: 2 },
  { id: 'people', label: 'People & Culture', childCount: 1 },
];

const teams: Record<string, OrgUnit[]> = {
  engineering: [
    { id: 'platform', label: 'Platform team · 9 people', childCount: 0 },
    { id: 'mobile', label: 'Mobile team · 6 people', childCount: 0 },
  ],
  finance: [
    { id: 'payroll', label: 'Payroll · 4 people', childCount: 0 },
    { id: 'accounting', label: 'Accounting · 5 people', childCount: 0 },
  ],
  people: [{ id: 'recruiting', label: 'Recruiting · 3 people', childCount: 0 }],
};

export default function ErrorManagement() {
  const [financeDown, setFinanceDown] = React.useState(true);
  const [lastError, setLastError] = React.useState<string | null>(null);
  // The data source reads the switch through a ref, so that it keeps a stable identity.
  const financeDownRef = React.useRef(financeDown);

  const handleSwitch = (event: React.ChangeEvent<HTMLInputElement>) => {
    financeDownRef.current = event.target.checked;
    setFinanceDown(event.target.checked);
  };

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (unit: OrgUnit) => unit.childCount,
      getTreeItems: async (parentId?: string) => {
        try {
          return await new Promise<OrgUnit[]>((resolve, reject) => {
            setTimeout(() => {
              if (parentId === 'finance' && financeDownRef.current) {
                reject(new Error('503 Service Unavailable: the finance directory is offline'));
              } else {
                resolve(teams[parentId ?? ''] ?? []);
              }
            }, 600);
          });
        } catch (error) {
          setLastError(`${parentId}: ${(error as Error).message}`);
          throw error;
        }
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={financeDown} onChange={handleSwitch} />}
        label="Finance directory is down"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro aria-label="Departments" items={departments} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" color={lastError ? 'error' : 'text.secondary'}>
        Last error: {lastError ?? 'none'}
      </Typography>
    </Box>
  );
}
