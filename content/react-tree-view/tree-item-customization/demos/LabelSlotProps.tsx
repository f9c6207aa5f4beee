import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const sharedDrive = [
  {
    id: 'field-study',
    name: 'Field study 2025',
    files: [
      'Soil moisture readings, north plots, April to June (cleaned).csv',
      'Interview notes with the irrigation cooperative, second round.docx',
      'Photos.zip',
    ],
  },
  {
    id: 'grant',
    name: 'Grant application',
    files: ['Budget justification for the two-year extension, revised after review.pdf'],
  },
];

// One line per file: the full name stays available as a tooltip.
const labelProps = (name: string) => ({
  title: name,
  style: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const,
});

export default function LabelSlotProps() {
  return (
    <Box sx={{ height: 300, overflowY: 'auto' }}>
      <SimpleTreeView aria-label="Shared drive" defaultExpandedItems={['field-study', 'grant']}>
        {sharedDrive.map((folder) => (
          <TreeItem key={folder.id} itemId={folder.id} label={folder.name}>
            {folder.files.map((file) => (
              <TreeItem
                key={file}
                itemId={`${folder.id}/${file}`}
                label={file}
                slotProps={{ label: labelProps(file) }}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
