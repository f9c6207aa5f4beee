import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface PersonItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  /** A second line under the label: a role, or a team's headcount. */
  caption: string;
  avatarColor?: string;
}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, caption, avatarColor } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const initials = String(label)
    .split(' ')
    .map((word) => word[0])
    .join('');

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: avatarColor }}>{initials}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <TreeItemLabel {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CustomTreeItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <SimpleTreeView aria-label="Support team" defaultExpandedItems={['amara', 'jonas', 'sofia']}>
        <PersonItem itemId="amara" label="Amara Okafor" caption="Head of support" avatarColor="#6a1b9a">
          <PersonItem itemId="jonas" label="Jonas Becker" caption="Team lead, EMEA" avatarColor="#00695c">
            <PersonItem itemId="lea" label="Léa Martin" caption="Support engineer" />
            <PersonItem itemId="marek" label="Marek Nowak" caption="Support engineer" />
          </PersonItem>
          <PersonItem
            itemId="sofia"
            label="Sofia Lindqvist"
            caption="Team lead, Americas"
            avatarColor="#ad1457"
          >
            <PersonItem itemId="diego" label="Diego Alvarez" caption="Support engineer" />
          </PersonItem>
          <PersonItem itemId="kenji" label="Kenji Watanabe" caption="Knowledge base editor" />
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}
