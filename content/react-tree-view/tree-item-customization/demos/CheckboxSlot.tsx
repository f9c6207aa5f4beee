import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const channels: TreeViewBaseItem[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email-mentions', label: 'Mentions' },
      { id: 'email-digest', label: 'Weekly digest' },
    ],
  },
  {
    id: 'push',
    label: 'Mobile push',
    children: [
      { id: 'push-mentions', label: 'Mentions' },
      { id: 'push-assigned', label: 'Assigned to me' },
    ],
  },
];

type SwitchSlotProps = React.ComponentProps<typeof Switch> & {
  visible?: boolean;
  indeterminate?: boolean;
  ownerState?: object;
};

// Receives what the item gives its checkbox: `visible`, `checked`, `indeterminate`,
// `disabled`, `tabIndex` and `onChange`, plus an empty `ownerState` from the slot system.
// `Switch` must not get the three it does not support.
const SwitchSlot = React.forwardRef<HTMLButtonElement, SwitchSlotProps>(function SwitchSlot(
  { visible, indeterminate, ownerState, ...other },
  ref,
) {
  if (!visible) {
    return null;
  }
  return <Switch {...other} ref={ref} size="small" />;
});

export default function CheckboxSlot() {
  const [enabled, setEnabled] = React.useState<string[]>(['email-mentions', 'push-assigned']);

  return (
    <Box sx={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Notification settings"
          items={channels}
          checkboxSelection
          multiSelect
          selectedItems={enabled}
          onSelectedItemsChange={(_event, itemIds) => setEnabled(itemIds)}
          defaultExpandedItems={['email', 'push']}
          slotProps={{ item: { slots: { checkbox: SwitchSlot } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Enabled: {enabled.length > 0 ? enabled.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
