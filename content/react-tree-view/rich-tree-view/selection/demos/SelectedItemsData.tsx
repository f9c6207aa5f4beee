import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Recording {
  id: string;
  label: string;
  sizeMb?: number;
  children?: Recording[];
}

const recordings: Recording[] = [
  {
    id: 'town-hall',
    label: 'Town hall meetings',
    children: [
      { id: 'th-march', label: 'March town hall', sizeMb: 820 },
      { id: 'th-april', label: 'April town hall', sizeMb: 760 },
    ],
  },
  {
    id: 'training',
    label: 'Training sessions',
    children: [
      { id: 'security-101', label: 'Security basics', sizeMb: 410 },
      { id: 'onboarding', label: 'New hire onboarding', sizeMb: 1250 },
    ],
  },
];

export default function SelectedItemsData() {
  const apiRef = useTreeViewApiRef();
  const [totalMb, setTotalMb] = React.useState(0);
  const [count, setCount] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent | null, itemIds: string[]) => {
    const files = itemIds
      .map((id) => apiRef.current?.getItem(id) as Recording | undefined)
      .filter((item) => item?.sizeMb !== undefined);
    setCount(files.length);
    setTotalMb(files.reduce((sum, item) => sum + (item?.sizeMb ?? 0), 0));
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <RichTreeView
        aria-label="Meeting recordings"
        apiRef={apiRef}
        items={recordings}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['town-hall', 'training']}
        onSelectedItemsChange={handleChange}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Download {count} recording(s), {(totalMb / 1000).toFixed(2)} GB
      </Typography>
    </Box>
  );
}
