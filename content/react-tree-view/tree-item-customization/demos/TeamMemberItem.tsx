import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Person = { id: string; label: string; role: string; location: string; color: string };

const orgChart: TreeViewBaseItem<Person>[] = [
  {
    id: 'maya',
    label: 'Maya Okafor',
    role: 'VP of Engineering',
    location: 'Lagos',
    color: '#6a1b9a',
    children: [
      {
        id: 'jonas',
        label: 'Jonas Berg',
        role: 'Engineering manager, Payments',
        location: 'Stockholm',
        color: '#00695c',
        children: [
          {
            id: 'aiko',
            label: 'Aiko Tanaka',
            role: 'Senior backend engineer',
            location: 'Osaka',
            color: '#ad1457',
          },
          {
            id: 'diego',
            label: 'Diego Ramos',
            role: 'Site reliability engineer',
            location: 'Remote',
            color: '#1565c0',
          },
        ],
      },
      { id: 'sara', label: 'Sara Haddad', role: 'Staff designer', location: 'Montreal', color: '#e65100' },
    ],
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const PersonItem = React.forwardRef(function PersonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The whole object from `items`, with the fields the tree does not know about.
  const person = useTreeItemModel<Person>(props.itemId);
  if (!person) {
    return null;
  }
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
              <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: person.color, color: '#fff' }}>
                {initials(person.label)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                  {person.label}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
                  {person.role} · {person.location}
                </Typography>
              </Box>
            </Box>
          ),
        },
      }}
    />
  );
});

export default function TeamMemberItem() {
  return (
    <Box sx={{ height: 340, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Organization chart"
        items={orgChart}
        defaultExpandedItems={['maya', 'jonas']}
        slots={{ item: PersonItem }}
      />
    </Box>
  );
}
