import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface TimesheetLine {
  id: number;
  consultant: string;
  project: string;
  hours: number;
  task: string;
}

const rows: TimesheetLine[] = [
  { id: 1, consultant: 'Mariam Haddad', project: 'PRJ-0412', hours: 6.5, task: 'Data model review' },
  { id: 2, consultant: 'Jonas Lindqvist', project: 'PRJ-0398', hours: 8, task: 'Load testing' },
  { id: 3, consultant: 'Priya Raman', project: 'PRJ-0412', hours: 3, task: 'Workshop with client' },
  { id: 4, consultant: 'Carlos Mendes', project: 'PRJ-0420', hours: 7.5, task: 'Migration scripts' },
];

const columns: GridColDef<TimesheetLine>[] = [
  { field: 'consultant', headerName: 'Consultant', width: 160 },
  {
    field: 'project',
    headerName: 'Project code',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !/^PRJ-\d{4}$/.test(params.props.value ?? ''),
    }),
  },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
      const hours = params.props.value;
      // Whole or half hours, at most 12 a day.
      const valid = hours != null && hours > 0 && hours <= 12 && Number.isInteger(hours * 2);
      return { ...params.props, error: !valid };
    },
  },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160, editable: true },
];

export default function ValidationDemo() {
  return (
    <Box
      sx={(theme) => ({
        height: 266,
        width: '100%',
        // An invalid value: the edit input carries the Mui-error class.
        '& .MuiDataGrid-cell--editing .Mui-error': {
          bgcolor: 'rgb(211 47 47 / 0.1)',
          color: 'error.main',
          ...theme.applyStyles('dark', { bgcolor: 'rgb(244 67 54 / 0.2)', color: 'error.light' }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
