import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// One styled component for every item, targeting the parts through `treeItemClasses`.
const DocsTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
    // State attributes set by the Tree Item on its content element.
    '&[data-selected]': {
      backgroundColor: alpha(theme.palette.primary.main, 0.14),
      color: theme.palette.primary.main,
    },
    [`&[data-selected] .${treeItemClasses.label}`]: { fontWeight: 600 },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
  // The same chevron for both states, turned by 90 degrees when the item is expanded.
  [`& .${treeItemClasses.iconContainer} svg`]: {
    color: theme.palette.text.secondary,
    transition: theme.transitions.create('transform'),
  },
  [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.iconContainer} svg`]: {
    transform: 'rotate(90deg)',
  },
}));

export default function StyledTreeItem() {
  const [selected, setSelected] = React.useState<string | null>('color');

  return (
    <Box sx={{ height: 360, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Design system documentation"
        slots={{ expandIcon: ChevronRightRoundedIcon, collapseIcon: ChevronRightRoundedIcon }}
        itemChildrenIndentation={20}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['foundations', 'components']}
      >
        <DocsTreeItem itemId="foundations" label="Foundations">
          <DocsTreeItem itemId="color" label="Color" />
          <DocsTreeItem itemId="typography" label="Typography" />
          <DocsTreeItem itemId="spacing" label="Spacing and layout" />
        </DocsTreeItem>
        <DocsTreeItem itemId="components" label="Components">
          <DocsTreeItem itemId="buttons" label="Buttons" />
          <DocsTreeItem itemId="forms" label="Form fields" />
          <DocsTreeItem itemId="dialogs" label="Dialogs" />
        </DocsTreeItem>
        <DocsTreeItem itemId="patterns" label="Patterns">
          <DocsTreeItem itemId="empty-states" label="Empty states" />
          <DocsTreeItem itemId="onboarding" label="Onboarding" />
        </DocsTreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open page: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
