import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileKind = 'folder' | 'image' | 'pdf' | 'sheet' | 'video' | 'archive';
type Entry = TreeViewBaseItem<{ id: string; label: string; kind: FileKind; bytes?: number }>;

const entries: Entry[] = [
  {
    id: 'campaign',
    label: 'Spring campaign',
    kind: 'folder',
    children: [
      {
        id: 'visuals',
        label: 'Visuals',
        kind: 'folder',
        children: [
          { id: 'hero', label: 'hero-banner.png', kind: 'image', bytes: 2_480_000 },
          { id: 'teaser', label: 'teaser-15s.mp4', kind: 'video', bytes: 48_300_000 },
        ],
      },
      { id: 'brief', label: 'creative-brief.pdf', kind: 'pdf', bytes: 812_000 },
      { id: 'budget', label: 'media-budget.xlsx', kind: 'sheet', bytes: 96_000 },
    ],
  },
  { id: 'archive', label: 'autumn-2024.zip', kind: 'archive', bytes: 310_500_000 },
];

const kindIcons: Record<Exclude<FileKind, 'folder'>, React.ElementType> = {
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfIcon,
  sheet: TableChartIcon,
  video: VideoFileIcon,
  archive: FolderZipIcon,
};

// A folder weighs the sum of its files.
const totalBytes = (entry: Entry): number =>
  entry.bytes ?? (entry.children ?? []).reduce((sum, child) => sum + totalBytes(child), 0);

const byId = new Map<string, Entry>();
const index = (list: Entry[]) =>
  list.forEach((entry) => {
    byId.set(entry.id, entry);
    index(entry.children ?? []);
  });
index(entries);

const formatSize = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} kB`;

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const entry = useTreeItemModel<Entry>(itemId);
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  if (!entry) {
    return null;
  }
  const FileIcon =
    entry.kind === 'folder'
      ? item.status.expanded
        ? FolderOpenRoundedIcon
        : FolderRoundedIcon
      : kindIcons[entry.kind];

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <FileIcon fontSize="small" color={entry.kind === 'folder' ? 'primary' : 'action'} />
          <TreeItemLabel
            {...item.getLabelProps()}
            sx={{ fontSize: 14, whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatSize(totalBytes(entry))}
          </Typography>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorer() {
  const [selected, setSelected] = React.useState<string | null>('brief');
  const selectedEntry = selected ? byId.get(selected) : undefined;

  return (
    <Box sx={{ height: 300, width: '100%', maxWidth: 480 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={entries}
        slots={{ item: FileItem }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['campaign', 'visuals']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected:{' '}
        {selectedEntry ? `${selectedEntry.label}, ${formatSize(totalBytes(selectedEntry))}` : 'nothing'}
      </Typography>
    </Box>
  );
}
