import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  const [selectedPhotos, setSelectedPhotos] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <SimpleTreeView
        aria-label="Photo library"
        multiSelect
        defaultExpandedItems={['lisbon', 'birthday']}
        onSelectedItemsChange={(event, itemIds) => setSelectedPhotos(itemIds)}
      >
        <TreeItem itemId="lisbon" label="Lisbon, May 2024">
          <TreeItem itemId="IMG_2041.jpg" label="IMG_2041.jpg" />
          <TreeItem itemId="IMG_2042.jpg" label="IMG_2042.jpg" />
          <TreeItem itemId="IMG_2057.jpg" label="IMG_2057.jpg" />
          <TreeItem itemId="IMG_2063.jpg" label="IMG_2063.jpg" />
        </TreeItem>
        <TreeItem itemId="birthday" label="Mia's 7th birthday">
          <TreeItem itemId="IMG_3310.jpg" label="IMG_3310.jpg" />
          <TreeItem itemId="IMG_3312.jpg" label="IMG_3312.jpg" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selectedPhotos.length} selected: {selectedPhotos.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
