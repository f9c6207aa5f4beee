import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowRightRoundedIcon from '@mui/icons-material/ArrowRightRounded';
import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import StorageIcon from '@mui/icons-material/Storage';
import HubIcon from '@mui/icons-material/Hub';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type ServiceKind = 'compute' | 'database' | 'queue';
type Resource = TreeViewBaseItem<{ id: string; label: string; kind?: ServiceKind }>;

const resources: Resource[] = [
  {
    id: 'eu-west',
    label: 'eu-west (Dublin)',
    children: [
      { id: 'checkout-api', label: 'checkout-api', kind: 'compute' },
      { id: 'orders-db', label: 'orders-db', kind: 'database' },
      { id: 'email-queue', label: 'email-queue', kind: 'queue' },
    ],
  },
  {
    id: 'us-east',
    label: 'us-east (Virginia)',
    children: [
      { id: 'search-api', label: 'search-api', kind: 'compute' },
      { id: 'catalog-db', label: 'catalog-db', kind: 'database' },
    ],
  },
  {
    id: 'ap-south',
    label: 'ap-south (Mumbai)',
    children: [{ id: 'cdn-edge', label: 'cdn-edge', kind: 'compute' }],
  },
];

const kindIcons: Record<ServiceKind, React.ElementType> = {
  compute: DnsOutlinedIcon,
  database: StorageIcon,
  queue: HubIcon,
};

// `slotProps.item` only receives the item's id and label: look the kind up by id.
const kindById = new Map(
  resources.flatMap((region) => (region.children ?? []).map((service) => [service.id, service.kind])),
);

const slots = { expandIcon: ArrowRightRoundedIcon, collapseIcon: ArrowDropDownRoundedIcon };

// Declared outside the component so that the items do not re-render with the tree.
const slotProps: RichTreeViewProps<Resource, false>['slotProps'] = {
  collapseIcon: { color: 'primary' },
  item: ({ itemId }) => {
    const kind = kindById.get(itemId);
    return kind ? { slots: { endIcon: kindIcons[kind] } } : {};
  },
};

export default function InfrastructureIcons() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <RichTreeView
        aria-label="Cloud resources"
        items={resources}
        slots={slots}
        slotProps={slotProps}
        defaultExpandedItems={['eu-west', 'us-east']}
      />
    </Box>
  );
}
