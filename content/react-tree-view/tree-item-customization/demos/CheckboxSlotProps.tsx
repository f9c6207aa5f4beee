import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Permission {
  id: string;
  label: string;
  destructive?: boolean;
}

const scopes: { id: string; label: string; permissions: Permission[] }[] = [
  {
    id: 'projects',
    label: 'Projects',
    permissions: [
      { id: 'projects.read', label: 'View projects' },
      { id: 'projects.write', label: 'Edit projects' },
      { id: 'projects.delete', label: 'Delete projects', destructive: true },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    permissions: [
      { id: 'billing.read', label: 'View invoices' },
      { id: 'billing.cancel', label: 'Cancel subscription', destructive: true },
    ],
  },
];

export default function CheckboxSlotProps() {
  const [granted, setGranted] = React.useState<string[]>(['projects.read', 'projects.delete']);

  return (
    <Box sx={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          '& .destructive-permission': { color: 'error.main' },
        }}
      >
        <SimpleTreeView
          aria-label="Permissions of the Editor role"
          checkboxSelection
          multiSelect
          selectedItems={granted}
          onSelectedItemsChange={(_event, itemIds) => setGranted(itemIds)}
          defaultExpandedItems={['projects', 'billing']}
        >
          {scopes.map((scope) => (
            <TreeItem key={scope.id} itemId={scope.id} label={scope.label}>
              {scope.permissions.map((permission) => (
                <TreeItem
                  key={permission.id}
                  itemId={permission.id}
                  label={permission.label}
                  slotProps={{
                    checkbox: permission.destructive
                      ? { className: 'destructive-permission', title: 'Cannot be undone' }
                      : undefined,
                  }}
                />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Granted: {granted.length > 0 ? granted.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
