import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// What the Tree Item passes to its `groupTransition` slot.
type GroupProps = TransitionProps & { children?: React.ReactNode; className?: string; role?: string };

// Fades the children in and out instead of animating their height.
const FadeGroup = React.forwardRef<HTMLUListElement, GroupProps>(function FadeGroup(props, ref) {
  const { in: open, unmountOnExit, children, className, role } = props;
  return (
    <Fade in={open} unmountOnExit={unmountOnExit} timeout={400}>
      <ul ref={ref} className={className} role={role}>
        {children}
      </ul>
    </Fade>
  );
});

// No transition at all: the children appear and disappear at once.
function InstantGroup(props: GroupProps) {
  const { in: open, children, className, role } = props;
  return open ? (
    <ul className={className} role={role}>
      {children}
    </ul>
  ) : null;
}

type Animation = 'collapse' | 'slow' | 'fade' | 'none';

const parentProps: Record<Animation, Partial<TreeItemProps>> = {
  collapse: {},
  slow: { slotProps: { groupTransition: { timeout: 900 } } },
  fade: { slots: { groupTransition: FadeGroup } },
  none: { slots: { groupTransition: InstantGroup } },
};

export default function ToggleAnimations() {
  const [animation, setAnimation] = React.useState<Animation>('fade');
  const group = parentProps[animation];

  return (
    <Box sx={{ height: 410, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={animation}
        onChange={(_event, value: Animation | null) => value && setAnimation(value)}
        aria-label="Expand animation"
      >
        <ToggleButton value="collapse">Collapse</ToggleButton>
        <ToggleButton value="slow">Slow</ToggleButton>
        <ToggleButton value="fade">Fade</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Click a faculty or a department to see the {animation === 'none' ? 'instant' : animation} transition.
      </Typography>
      <SimpleTreeView aria-label="Course catalogue" defaultExpandedItems={['science']}>
        <TreeItem itemId="science" label="Faculty of Science" {...group}>
          <TreeItem itemId="physics" label="Physics" {...group}>
            <TreeItem itemId="phys-101" label="PHYS 101 Mechanics" />
            <TreeItem itemId="phys-210" label="PHYS 210 Electromagnetism" />
          </TreeItem>
          <TreeItem itemId="biology" label="Biology" {...group}>
            <TreeItem itemId="biol-120" label="BIOL 120 Cell biology" />
            <TreeItem itemId="biol-305" label="BIOL 305 Ecology" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="arts" label="Faculty of Arts" {...group}>
          <TreeItem itemId="history" label="History" {...group}>
            <TreeItem itemId="hist-110" label="HIST 110 The ancient world" />
          </TreeItem>
          <TreeItem itemId="linguistics" label="Linguistics" {...group}>
            <TreeItem itemId="ling-200" label="LING 200 Phonetics" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
