import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import {
  RichTreeViewPro,
  TreeItem,
  useTreeItemModel,
  useTreeViewApiRef,
  type TreeItemProps,
  type TreeViewBaseItem,
} from '@mui/x-tree-view-pro';

type FileKind = 'folder' | 'image' | 'pdf' | 'code';
type FileEntry = TreeViewBaseItem<{ id: string; label: string; kind: FileKind }>;

const drive: FileEntry[] = [
  {
    id: 'drive',
    label: 'Shared drive',
    kind: 'folder',
    children: [
      {
        id: 'marketing',
        label: 'marketing',
        kind: 'folder',
        children: [
          { id: 'logo', label: 'logo.svg', kind: 'image' },
          { id: 'brochure', label: 'brochure.pdf', kind: 'pdf' },
        ],
      },
      {
        id: 'website',
        label: 'website',
        kind: 'folder',
        children: [{ id: 'index', label: 'index.html', kind: 'code' }],
      },
      { id: 'archive', label: 'archive', kind: 'folder', children: [] },
      { id: 'hero', label: 'hero-banner.png', kind: 'image' },
    ],
  },
];

const icons = { folder: FolderIcon, image: ImageIcon, pdf: PictureAsPdfIcon, code: CodeIcon };

const kinds = new Map<string, FileKind>();
const indexKinds = (entries: FileEntry[]) =>
  entries.forEach((entry) => {
    kinds.set(entry.id, entry.kind);
    indexKinds(entry.children ?? []);
  });
indexKinds(drive);

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<FileEntry>(props.itemId)!;
  const Icon = icons[file.kind];
  const label = (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color={file.kind === 'folder' ? 'primary' : 'action'} />
      {file.label}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function FileExplorer() {
  const apiRef = useTreeViewApiRef();
  const [lastMove, setLastMove] = React.useState('Drag a file into another folder.');

  const handlePositionChange = ({ itemId }: { itemId: string }) => {
    const names: string[] = [];
    for (let id: string | null = itemId; id; id = apiRef.current?.getParentId(id) ?? null) {
      names.unshift(apiRef.current?.getItem(id).label);
    }
    setLastMove(`New path: ${names.join(' / ')}`);
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Shared drive"
          apiRef={apiRef}
          items={drive}
          defaultExpandedItems={['drive', 'marketing', 'website', 'archive']}
          itemsReordering
          slots={{ item: FileItem }}
          // The drive itself stays in place; everything else can move.
          isItemReorderable={(itemId) => itemId !== 'drive'}
          // Only folders take children, and nothing goes above the drive.
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId !== null && kinds.get(newPosition.parentId) === 'folder'
          }
          onItemPositionChange={handlePositionChange}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
