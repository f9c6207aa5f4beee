import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The height grows as with the default Collapse, and the children fade in at the same time.
const CollapseFade = React.forwardRef<HTMLElement, TransitionProps & { children?: React.ReactNode }>(
  function CollapseFade(props, ref) {
    const { in: open, children, timeout, ...other } = props;
    return (
      <Collapse ref={ref} in={open} timeout={timeout} {...other}>
        <Fade in={open} timeout={timeout}>
          <div>{children}</div>
        </Fade>
      </Collapse>
    );
  },
);

const collection: TreeViewBaseItem[] = [
  {
    id: 'east-wing',
    label: 'East wing',
    children: [
      {
        id: 'ceramics',
        label: 'Ceramics gallery',
        children: [
          { id: 'amphora', label: 'Red-figure amphora' },
          { id: 'tea-bowl', label: 'Raku tea bowl' },
        ],
      },
      { id: 'textiles', label: 'Textiles gallery', children: [{ id: 'kilim', label: 'Anatolian kilim' }] },
    ],
  },
  {
    id: 'west-wing',
    label: 'West wing',
    children: [
      {
        id: 'maps',
        label: 'Maps and atlases',
        children: [
          { id: 'portolan', label: 'Portolan chart' },
          { id: 'star-atlas', label: 'Celestial atlas' },
        ],
      },
    ],
  },
];

export default function CollapseAndFade() {
  const [duration, setDuration] = React.useState(600);

  // Every item receives these props: keep the object stable between renders.
  const itemProps = React.useMemo(
    () => ({
      slots: { groupTransition: CollapseFade },
      slotProps: { groupTransition: { timeout: duration } },
    }),
    [duration],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <Typography id="duration-label" variant="body2">
        Duration: {duration} ms
      </Typography>
      <Slider
        aria-labelledby="duration-label"
        value={duration}
        onChange={(_event, value) => setDuration(value as number)}
        min={100}
        max={1500}
        step={100}
        sx={{ maxWidth: 320 }}
      />
      <RichTreeView
        aria-label="Museum collection"
        items={collection}
        slotProps={{ item: itemProps }}
        defaultExpandedItems={['east-wing', 'ceramics']}
      />
    </Box>
  );
}
