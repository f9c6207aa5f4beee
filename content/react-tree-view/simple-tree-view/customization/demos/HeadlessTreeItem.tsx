import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

// Plain elements styled from scratch: nothing below comes from the Tree Item's own styles.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1),
  borderLeft: '3px solid transparent',
  cursor: 'pointer',
  '&[data-focused]': { backgroundColor: theme.palette.action.hover },
  '&[data-selected]': { borderLeftColor: theme.palette.secondary.main, fontWeight: 600 },
}));

const Group = styled('ul')({ listStyle: 'none', margin: 0, paddingLeft: 28 });

interface SessionProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  time: string;
}

function Session(props: SessionProps) {
  const { itemId, label, children, time } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getGroupTransitionProps, status } =
    useTreeItem({ itemId, label, children });
  // `status` is only there for the built-in content component: keep it off the DOM.
  const { status: _status, ...contentProps } = getContentProps();
  const { in: open, unmountOnExit, component, ...groupProps } = getGroupTransitionProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <li {...getRootProps()} style={{ listStyle: 'none' }}>
        <Row {...contentProps}>
          <ArrowRightIcon
            fontSize="small"
            sx={{
              visibility: status.expandable ? 'visible' : 'hidden',
              transform: status.expanded ? 'rotate(90deg)' : 'none',
              alignSelf: 'center',
            }}
          />
          {/* Type-ahead reads the first character of this element's text: keep the label first. */}
          <span style={{ flexGrow: 1 }}>{label}</span>
          <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {time}
          </Typography>
        </Row>
        {open && <Group {...groupProps} />}
      </li>
    </TreeItemProvider>
  );
}

export default function HeadlessTreeItem() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <SimpleTreeView
        aria-label="Conference agenda"
        defaultExpandedItems={['day-1']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <Session itemId="day-1" time="Tue" label="Day 1: Platform">
          <Session itemId="keynote" time="09:00" label="Opening keynote" />
          <Session itemId="edge" time="10:30" label="Rendering at the edge" />
          <Session itemId="lunch-1" time="12:30" label="Lunch and poster session" />
          <Session itemId="a11y" time="14:00" label="Accessible data tables" />
        </Session>
        <Session itemId="day-2" time="Wed" label="Day 2: Product">
          <Session itemId="metrics" time="09:00" label="Choosing the right metrics" />
          <Session itemId="panel" time="11:00" label="Panel: design debt" />
        </Session>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected session: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
