import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Module {
  id: number;
  title: string;
  weeks: string;
  lessons: string[];
}

const rows: Module[] = [
  { id: 1, title: 'Getting started with SQL', weeks: '1–2', lessons: ['Tables and rows', 'SELECT and WHERE', 'Sorting results'] },
  { id: 2, title: 'Joining tables', weeks: '3–4', lessons: ['Inner joins', 'Outer joins', 'Self joins'] },
  { id: 3, title: 'Aggregates', weeks: '5', lessons: ['GROUP BY', 'HAVING'] },
  { id: 4, title: 'Mid-term project', weeks: '6', lessons: [] },
  { id: 5, title: 'Indexes and performance', weeks: '7–8', lessons: ['How an index works', 'Reading a query plan'] },
];

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentById = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.size > 0;

  const handleClick = () => {
    if (anyOpen) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Rows that pass the filter, and whose getDetailPanelContent returned an element.
    const expandable = gridFilteredSortedRowIdsSelector(apiRef).filter((id) =>
      React.isValidElement(contentById[id]),
    );
    apiRef.current.setExpandedDetailPanels(new Set(expandable));
  };

  return (
    <IconButton size="small" onClick={handleClick} aria-label={anyOpen ? 'Collapse all modules' : 'Expand all modules'}>
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<Module>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'weeks', headerName: 'Weeks', width: 90 },
  { field: 'title', headerName: 'Module', flex: 1, minWidth: 200 },
  { field: 'lessons', headerName: 'Lessons', type: 'number', width: 100, valueGetter: (value: string[]) => value.length },
];

function LessonList({ module }: { module: Module }) {
  return (
    <Typography variant="body2" sx={{ py: 1.5, px: 7 }}>
      {module.lessons.map((lesson, index) => `${index + 1}. ${lesson}`).join(' · ')}
    </Typography>
  );
}

// The project module has no lessons, so no panel: "Expand all" leaves it closed.
const getDetailPanelContent = ({ row }: GridRowParams<Module>) =>
  row.lessons.length > 0 ? <LessonList module={row} /> : null;
const getDetailPanelHeight = () => 'auto' as const;

export default function ExpandCollapseAll() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
