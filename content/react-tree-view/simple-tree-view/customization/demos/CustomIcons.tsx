import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowRightRoundedIcon from '@mui/icons-material/KeyboardArrowRightRounded';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Defaults for every item of the tree.
const treeIcons = {
  expandIcon: KeyboardArrowRightRoundedIcon,
  collapseIcon: KeyboardArrowDownRoundedIcon,
  endIcon: ArticleOutlinedIcon,
};

// One item overrides them: the `icon` slot wins over the three icons above.
const restricted = { icon: LockOutlinedIcon };

export default function CustomIcons() {
  return (
    <Box sx={{ height: 300, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView
        aria-label="Employee handbook"
        slots={treeIcons}
        slotProps={{ endIcon: { color: 'action' } }}
        defaultExpandedItems={['working-here', 'pay']}
      >
        <TreeItem itemId="working-here" label="Working here">
          <TreeItem itemId="code-of-conduct" label="Code of conduct" />
          <TreeItem itemId="remote-work" label="Remote work policy" />
          <TreeItem itemId="equipment" label="Equipment and expenses" />
        </TreeItem>
        <TreeItem itemId="pay" label="Pay and benefits">
          <TreeItem itemId="payroll-calendar" label="Payroll calendar" />
          <TreeItem itemId="salary-bands" label="Salary bands" slots={restricted} />
          <TreeItem itemId="health-plan" label="Health plan" />
        </TreeItem>
        <TreeItem itemId="time-off" label="Time off">
          <TreeItem itemId="holidays" label="Public holidays" />
          <TreeItem itemId="parental-leave" label="Parental leave" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
