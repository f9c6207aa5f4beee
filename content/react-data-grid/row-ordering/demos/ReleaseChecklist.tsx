import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface ReleaseStep {
  id: string;
  step: string;
  owner: string;
}

const initialSteps: ReleaseStep[] = [
  { id: 'freeze', step: 'Freeze the release branch', owner: 'Release manager' },
  { id: 'regression', step: 'Run the regression suite on devices', owner: 'QA' },
  { id: 'screenshots', step: 'Update store screenshots', owner: 'Design' },
  { id: 'ios', step: 'Submit the build to App Store review', owner: 'Mobile team' },
  { id: 'android', step: 'Roll out 10% on Google Play', owner: 'Mobile team' },
  { id: 'notes', step: 'Publish the release notes', owner: 'Product' },
];

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export default function ReleaseChecklist() {
  const [steps, setSteps] = React.useState(initialSteps);
  const [announcement, setAnnouncement] = React.useState('Use the arrows or drag a handle to reorder the steps.');

  const move = React.useCallback(
    (from: number, to: number) => {
      const moved = steps[from];
      if (!moved) {
        return;
      }
      setAnnouncement(`"${moved.step}" is now step ${to + 1} of ${steps.length}.`);
      setSteps(moveItem(steps, from, to));
    },
    [steps],
  );

  const columns = React.useMemo<GridColDef<ReleaseStep>[]>(
    () => [
      { field: 'step', headerName: 'Step', flex: 1, minWidth: 200, sortable: false },
      { field: 'owner', headerName: 'Owner', width: 150, sortable: false },
      {
        field: 'move',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        getActions: ({ id }) => {
          const index = steps.findIndex((item) => item.id === id);
          return [
            <GridActionsCellItem
              key="up"
              icon={<ArrowUpwardIcon />}
              label="Move up"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            />,
            <GridActionsCellItem
              key="down"
              icon={<ArrowDownwardIcon />}
              label="Move down"
              disabled={index === steps.length - 1}
              onClick={() => move(index, index + 1)}
            />,
          ];
        },
      },
    ],
    [steps, move],
  );

  return (
    <Box sx={{ height: 396, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" role="status" sx={{ height: 24, flexShrink: 0 }}>
        {announcement}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={steps}
          columns={columns}
          rowReordering
          onRowOrderChange={(params: GridRowOrderChangeParams) => move(params.oldIndex, params.targetIndex)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
