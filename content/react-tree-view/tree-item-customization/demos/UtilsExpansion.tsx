import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

type Comment = { id: string; label: string; author: string; posted: string };

const thread: TreeViewBaseItem<Comment>[] = [
  {
    id: 'c1',
    author: 'Priya N.',
    posted: '2 h',
    label: 'Could we cache the exchange rates for a day instead of fetching them on every checkout?',
    children: [
      { id: 'c1-1', author: 'Tom B.', posted: '1 h', label: 'Finance wants rates no older than an hour.' },
      {
        id: 'c1-2',
        author: 'Priya N.',
        posted: '45 min',
        label: 'An hourly cache then. I will update the PR.',
      },
    ],
  },
  {
    id: 'c2',
    author: 'Lena K.',
    posted: '30 min',
    label: 'The retry logic looks good to me.',
    children: [{ id: 'c2-1', author: 'Tom B.', posted: '10 min', label: 'Thanks for the review!' }],
  },
];

const CommentItem = React.forwardRef(function CommentItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const comment = useTreeItemModel<Comment>(props.itemId);
  const replies = React.Children.count(props.children);

  const toggleReplies = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleExpansion(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        // Clicking the comment itself does nothing.
        content: {
          onClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
            event.defaultMuiPrevented = true;
          },
          style: { alignItems: 'flex-start', cursor: 'default' },
        },
        iconContainer: { style: { display: 'none' } },
        label: {
          children: (
            <Box sx={{ py: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {comment?.author}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  · {comment?.posted}
                </Box>
              </Typography>
              <Typography variant="body2">{props.label}</Typography>
              {status.expandable && (
                <Button size="small" onClick={toggleReplies} sx={{ px: 0, minWidth: 0 }}>
                  {status.expanded
                    ? 'Hide replies'
                    : `Show ${replies} ${replies === 1 ? 'reply' : 'replies'}`}
                </Button>
              )}
            </Box>
          ),
        },
      }}
    />
  );
});

export default function UtilsExpansion() {
  return (
    <Box sx={{ height: 400, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Review comments"
        items={thread}
        itemChildrenIndentation={24}
        disableSelection
        defaultExpandedItems={['c1']}
        slots={{ item: CommentItem }}
      />
    </Box>
  );
}
