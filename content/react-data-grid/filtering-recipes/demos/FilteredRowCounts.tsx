import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridToolbarQuickFilter,
  Toolbar,
  gridDataRowIdsSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridApi,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

type Stage = 'Applied' | 'Interview' | 'Offer';

interface Application {
  id: number;
  candidate: string;
  position: string;
  stage: Stage;
  source: string;
}

const STAGES: Stage[] = ['Applied', 'Interview', 'Offer'];

const rows: Application[] = [
  { id: 1, candidate: 'Priya Nair', position: 'Backend engineer', stage: 'Interview', source: 'Referral' },
  { id: 2, candidate: 'Jonas Berg', position: 'Product designer', stage: 'Applied', source: 'Job board' },
  { id: 3, candidate: 'Amara Obi', position: 'Backend engineer', stage: 'Offer', source: 'Job board' },
  { id: 4, candidate: 'Lucas Moreau', position: 'Data analyst', stage: 'Applied', source: 'Referral' },
  { id: 5, candidate: 'Hana Sato', position: 'Product designer', stage: 'Offer', source: 'Careers page' },
  { id: 6, candidate: 'Diego Rojas', position: 'Backend engineer', stage: 'Applied', source: 'Careers page' },
  { id: 7, candidate: 'Elif Kaya', position: 'Data analyst', stage: 'Interview', source: 'Job board' },
];

const columns: GridColDef<Application>[] = [
  { field: 'candidate', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'position', headerName: 'Position', width: 170 },
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: STAGES, width: 120 },
  { field: 'source', headerName: 'Source', width: 130 },
];

// The model with the stage filter set to one stage, or removed; the quick filter is kept.
const withStage = (model: GridFilterModel, stage: Stage | null): GridFilterModel => ({
  ...model,
  items: stage ? [{ id: 'stage', field: 'stage', operator: 'is', value: stage }] : [],
});

// How many rows the grid would show with this stage selected, given the rest of the model:
// getFilterState runs the filters on every row without applying the result.
function countRows(apiRef: React.RefObject<GridApi>, stage: Stage | null) {
  const model = withStage(gridFilterModelSelector(apiRef), stage);
  const { filteredRowsLookup } = apiRef.current.getFilterState(model);
  return gridDataRowIdsSelector(apiRef).filter((id) => filteredRowsLookup[id] !== false).length;
}

function StageButton({ stage, value }: { stage: Stage | null; value: string }) {
  const apiRef = useGridApiContext();
  // The selector runs again when the grid state changes: the count follows the quick filter.
  const count = useGridSelector(apiRef, (api: React.RefObject<GridApi>) => countRows(api, stage));
  return (
    <ToggleButton value={value} sx={{ px: 1 }}>
      {stage ?? 'All'} ({count})
    </ToggleButton>
  );
}

function StageToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const selected = (filterModel.items[0]?.value as Stage | undefined) ?? 'all';

  return (
    <Toolbar>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Stage"
        value={selected}
        onChange={(_event, value: string | null) => {
          if (value) {
            const stage = STAGES.find((candidate) => candidate === value) ?? null;
            apiRef.current.setFilterModel(withStage(filterModel, stage));
          }
        }}
        sx={{ flex: 1 }}
      >
        <StageButton stage={null} value="all" />
        {STAGES.map((stage) => (
          <StageButton key={stage} stage={stage} value={stage} />
        ))}
      </ToggleButtonGroup>
      <GridToolbarQuickFilter />
    </Toolbar>
  );
}

export default function FilteredRowCounts() {
  return (
    <Box sx={{ height: 530, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} disableColumnFilter slots={{ toolbar: StageToolbar }} showToolbar />
    </Box>
  );
}
