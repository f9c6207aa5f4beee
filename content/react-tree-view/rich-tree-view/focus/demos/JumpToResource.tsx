import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const resources: TreeViewBaseItem[] = [
  {
    id: 'production',
    label: 'Production',
    children: [
      {
        id: 'eu-west-1',
        label: 'eu-west-1',
        children: [
          { id: 'checkout-api', label: 'checkout-api (4 instances)' },
          { id: 'orders-db', label: 'orders-db (PostgreSQL 16)' },
          { id: 'invoice-queue', label: 'invoice-queue' },
        ],
      },
      {
        id: 'us-east-1',
        label: 'us-east-1',
        children: [
          { id: 'search-api', label: 'search-api (6 instances)' },
          { id: 'media-bucket', label: 'media-bucket' },
        ],
      },
    ],
  },
  {
    id: 'staging',
    label: 'Staging',
    children: [
      {
        id: 'staging-eu',
        label: 'eu-west-1',
        children: [
          { id: 'staging-checkout', label: 'checkout-api (1 instance)' },
          { id: 'staging-db', label: 'orders-db-staging' },
        ],
      },
    ],
  },
];

type Option = { id: string; label: string; path: string };

// The leaves, each with the labels of its ancestors, for the search field.
function listLeaves(items: TreeViewBaseItem[], path: string[] = []): Option[] {
  return items.flatMap((item) =>
    item.children?.length
      ? listLeaves(item.children, [...path, item.label])
      : [{ id: item.id, label: item.label, path: path.join(' › ') }],
  );
}
const options = listLeaves(resources);

export default function JumpToResource() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const [focused, setFocused] = React.useState('none yet');
  const pending = React.useRef<{ event: React.SyntheticEvent; itemId: string } | null>(null);

  React.useEffect(() => {
    const target = pending.current;
    if (!target) return undefined;
    // The tree takes in the newly expanded items during its own next render, after this
    // effect: focusing now would find no element, so wait one frame.
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(target.event, target.itemId);
      pending.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, expanded]);

  const jumpTo = (event: React.SyntheticEvent, option: Option | null) => {
    const api = apiRef.current;
    if (!option || !api) return;
    const ancestors: string[] = [];
    for (let id = api.getParentId(option.id); id != null; id = api.getParentId(id)) {
      ancestors.push(id);
    }
    pending.current = { event, itemId: option.id };
    setExpanded((previous) => [...new Set([...previous, ...ancestors])]);
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Autocomplete
        options={options}
        groupBy={(option) => option.path}
        onChange={jumpTo}
        renderInput={(params) => <TextField {...params} label="Go to resource" size="small" />}
        sx={{ maxWidth: 360, pt: 1 }}
      />
      <RichTreeView
        apiRef={apiRef}
        aria-label="Cloud resources"
        items={resources}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        onItemFocus={(event, itemId) => setFocused(`${itemId} (${event?.type ?? 'no event'})`)}
        sx={{ flex: 1, overflowY: 'auto' }}
      />
      <Typography variant="body2">Focused: {focused}</Typography>
    </Box>
  );
}
