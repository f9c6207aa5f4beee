import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';

interface Sensor {
  id: string;
  location: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const rows: Sensor[] = [
  { id: 'GH-01', location: 'Greenhouse 1, north', temperature: 24.6, humidity: 71, battery: 88 },
  { id: 'GH-02', location: 'Greenhouse 1, south', temperature: 26.1, humidity: 64, battery: 42 },
  { id: 'GH-03', location: 'Greenhouse 2, seedlings', temperature: 22.8, humidity: 80, battery: 97 },
  { id: 'CS-01', location: 'Cold store', temperature: 3.9, humidity: 92, battery: 15 },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 200 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

function ExportJson() {
  const apiRef = useGridApiContext();

  const handleClick = () => {
    // Same rows and columns as the built-in exports: filtered, sorted, visible.
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'sensor-readings.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
  };

  return (
    <Tooltip title="Download as JSON">
      <ToolbarButton onClick={handleClick}>
        <DataObjectIcon fontSize="small" />
      </ToolbarButton>
    </Tooltip>
  );
}

function SensorsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'sensor-readings' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <ExportJson />
    </Toolbar>
  );
}

export default function CustomExportFormat() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SensorsToolbar }} showToolbar />
    </Box>
  );
}
