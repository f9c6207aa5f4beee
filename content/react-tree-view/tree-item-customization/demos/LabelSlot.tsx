import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'workspace',
    label: 'Workspace',
    children: [
      { id: 'members', label: 'Members and invitations' },
      { id: 'domains', label: 'Verified domains' },
      { id: 'retention', label: 'Message retention' },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    children: [
      { id: 'sso', label: 'Single sign-on' },
      { id: 'sessions', label: 'Active sessions' },
      { id: 'audit', label: 'Audit log retention' },
    ],
  },
];

const QueryContext = React.createContext('');

type LabelSlotProps = React.ComponentProps<typeof TreeItemLabel>;

// `children` is the label string; the other props (the double-click handler
// that starts label editing, `editable`, the class name) go to TreeItemLabel.
function HighlightedLabel({ children, ...other }: LabelSlotProps) {
  const query = React.useContext(QueryContext).trim().toLowerCase();
  const text = String(children);
  const start = query ? text.toLowerCase().indexOf(query) : -1;
  if (start === -1) {
    return <TreeItemLabel {...other}>{text}</TreeItemLabel>;
  }
  const end = start + query.length;
  return (
    <TreeItemLabel {...other}>
      {text.slice(0, start)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'grey.900', borderRadius: 0.5 }}>
        {text.slice(start, end)}
      </Box>
      {text.slice(end)}
    </TreeItemLabel>
  );
}

export default function LabelSlot() {
  const [query, setQuery] = React.useState('retention');

  return (
    <Box sx={{ height: 340, display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
      <TextField
        size="small"
        label="Search settings"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <QueryContext.Provider value={query}>
          <RichTreeView
            aria-label="Settings"
            items={settings}
            defaultExpandedItems={['workspace', 'security']}
            slotProps={{ item: { slots: { label: HighlightedLabel } } }}
          />
        </QueryContext.Provider>
      </Box>
    </Box>
  );
}
