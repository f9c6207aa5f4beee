import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type RunResult = 'passed' | 'failed' | 'skipped';

interface Job {
  id: string;
  name: string;
  result: RunResult;
  duration: string;
}

const stages: { id: string; name: string; jobs: Job[] }[] = [
  {
    id: 'build',
    name: 'Build',
    jobs: [
      { id: 'compile', name: 'Compile TypeScript', result: 'passed', duration: '1 min 12 s' },
      { id: 'bundle', name: 'Bundle web app', result: 'passed', duration: '2 min 40 s' },
    ],
  },
  {
    id: 'test',
    name: 'Test',
    jobs: [
      { id: 'unit', name: 'Unit tests', result: 'passed', duration: '3 min 05 s' },
      { id: 'e2e', name: 'End-to-end tests', result: 'failed', duration: '7 min 51 s' },
      { id: 'visual', name: 'Visual regression', result: 'skipped', duration: 'not run' },
    ],
  },
  { id: 'deploy', name: 'Deploy to staging', jobs: [] },
];

export default function ContentSlotProps() {
  return (
    <Box
      sx={{
        height: 300,
        overflowY: 'auto',
        // The class names come from `slotProps.content` below.
        '& .job-failed': {
          boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.error.main}`,
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        },
        '& .job-skipped': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <SimpleTreeView aria-label="Pipeline #4821" defaultExpandedItems={['test']}>
        {stages.map((stage) => (
          <TreeItem key={stage.id} itemId={stage.id} label={stage.name}>
            {stage.jobs.map((job) => (
              <TreeItem
                key={job.id}
                itemId={job.id}
                label={`${job.name} (${job.result})`}
                slotProps={{
                  content: { className: `job-${job.result}`, title: `Duration: ${job.duration}` },
                }}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
