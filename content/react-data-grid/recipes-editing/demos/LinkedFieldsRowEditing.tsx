import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type DeviceType = 'Laptop' | 'Phone' | 'Monitor';

const modelsByType: Record<DeviceType, string[]> = {
  Laptop: ['ThinkPad T14', 'MacBook Air 13', 'Latitude 7440'],
  Phone: ['iPhone 15', 'Pixel 8', 'Galaxy A55'],
  Monitor: ['UltraSharp U2723QE', 'ProArt PA278QV', 'HP E24 G5'],
};
const allModels = Object.values(modelsByType).flat();

interface Assignment {
  id: number;
  employee: string;
  team: string;
  type: DeviceType;
  model: string;
}

const rows: Assignment[] = [
  { id: 1, employee: 'Noor Al-Sayed', team: 'Finance', type: 'Laptop', model: 'Latitude 7440' },
  { id: 2, employee: 'Jonas Weber', team: 'Sales', type: 'Phone', model: 'Pixel 8' },
  { id: 3, employee: 'Chloé Martin', team: 'Design', type: 'Monitor', model: 'ProArt PA278QV' },
  { id: 4, employee: 'Kwame Asante', team: 'Support', type: 'Laptop', model: 'ThinkPad T14' },
];

// The built-in select, plus one rule: a model that does not fit the new type is cleared.
function TypeEditCell(props: GridRenderEditCellParams<Assignment, DeviceType>) {
  const { id, row } = props;
  const apiRef = useGridApiContext();

  const handleValueChange = async (_event: unknown, newType: DeviceType) => {
    // `row` holds the values being edited, so `row.model` is the model the user sees.
    if (!modelsByType[newType].includes(row.model)) {
      await apiRef.current.setEditCellValue({ id, field: 'model', value: '' });
    }
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Assignment>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'type',
    headerName: 'Device',
    type: 'singleSelect',
    valueOptions: ['Laptop', 'Phone', 'Monitor'],
    width: 140,
    editable: true,
    renderEditCell: (params) => <TypeEditCell {...params} />,
  },
  {
    field: 'model',
    headerName: 'Model',
    type: 'singleSelect',
    // In an editor, `row` has the edit values: the options follow the device being picked.
    valueOptions: ({ row }) => (row ? modelsByType[row.type] : allModels),
    width: 210,
    editable: true,
    // A cleared model must be picked again before the row can be saved.
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !props.value }),
  },
];

export default function LinkedFieldsRowEditing() {
  return (
    <Box sx={{ height: 319, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
