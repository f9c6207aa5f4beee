import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TagIcon from '@mui/icons-material/Tag';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
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

type Kind = 'section' | 'channel' | 'private' | 'person';

interface ChatItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  kind: Kind;
  unread?: number;
  online?: boolean;
  color?: string;
}

function ChatItem({ kind, unread = 0, online, color, ...params }: ChatItemProps) {
  const tree = useTreeItem(params);
  const leading =
    kind === 'section' ? null : kind === 'person' ? (
      <Badge variant="dot" color="success" invisible={!online} overlap="circular">
        <Avatar sx={{ width: 22, height: 22, fontSize: 12, bgcolor: color }}>
          {String(params.label).charAt(0)}
        </Avatar>
      </Badge>
    ) : (
      <Box component={kind === 'private' ? LockOutlinedIcon : TagIcon} sx={{ fontSize: 18, color }} />
    );

  return (
    <TreeItemProvider {...tree.getContextProviderProps()}>
      <TreeItemRoot {...tree.getRootProps()}>
        <TreeItemContent {...tree.getContentProps()} sx={{ py: kind === 'section' ? 0.5 : 0.25 }}>
          <TreeItemIconContainer {...tree.getIconContainerProps()}>
            <TreeItemIcon status={tree.status} />
          </TreeItemIconContainer>
          {leading}
          <TreeItemLabel
            {...tree.getLabelProps()}
            sx={
              kind === 'section'
                ? { fontSize: 12, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase' }
                : { fontSize: 14, fontWeight: unread > 0 ? 700 : 400 }
            }
          />
          {unread > 0 && (
            <Box
              component="span"
              sx={{
                px: 0.75,
                borderRadius: 9,
                fontSize: 12,
                bgcolor: 'error.main',
                color: 'error.contrastText',
              }}
            >
              {unread}
            </Box>
          )}
        </TreeItemContent>
        {params.children && <TreeItemGroupTransition {...tree.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const sections = ['channels', 'people'];
const initialUnread: Record<string, number> = { incidents: 4, 'design-crit': 12, priya: 2 };

export default function ChatSidebar() {
  const [unread, setUnread] = React.useState(initialUnread);
  const [open, setOpen] = React.useState<string | null>('general');

  const handleSelect = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    // Section headers only expand and collapse: they never become the open conversation.
    if (!itemId || sections.includes(itemId)) {
      return;
    }
    setOpen(itemId);
    // Opening a conversation marks it as read.
    setUnread((counts) => ({ ...counts, [itemId]: 0 }));
  };

  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Workspace conversations"
        selectedItems={open}
        onSelectedItemsChange={handleSelect}
        defaultExpandedItems={['channels', 'people']}
      >
        <ChatItem itemId="channels" label="Channels" kind="section">
          <ChatItem itemId="general" label="general" kind="channel" color="#1e88e5" />
          <ChatItem
            itemId="incidents"
            label="incidents"
            kind="channel"
            color="#e53935"
            unread={unread.incidents}
          />
          <ChatItem
            itemId="design-crit"
            label="design-crit"
            kind="channel"
            color="#8e24aa"
            unread={unread['design-crit']}
          />
          <ChatItem itemId="hiring" label="hiring-panel" kind="private" color="#6d4c41" />
        </ChatItem>
        <ChatItem itemId="people" label="Direct messages" kind="section">
          <ChatItem
            itemId="priya"
            label="Priya Raman"
            kind="person"
            color="#00897b"
            online
            unread={unread.priya}
          />
          <ChatItem itemId="tomas" label="Tomás Ortega" kind="person" color="#f4511e" />
          <ChatItem itemId="yuki" label="Yuki Sato" kind="person" color="#3949ab" online />
        </ChatItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open conversation: {open ?? 'none'}
      </Typography>
    </Box>
  );
}
