import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';

interface PayrollLine {
  id: number;
  employee: string;
  department: string;
  hours: number;
  rate: number;
  gross: number;
}

const rows: PayrollLine[] = [
  { id: 1, employee: 'Ana Petrović', department: 'Kitchen', hours: 152, rate: 21.5, gross: 3268 },
  { id: 2, employee: 'Liam O’Connor', department: 'Front of house', hours: 120, rate: 17.25, gross: 2070 },
  { id: 3, employee: 'Chidi Okeke', department: 'Kitchen', hours: 160, rate: 24, gross: 3840 },
  { id: 4, employee: 'Emma Schulz', department: 'Bar', hours: 96, rate: 18.75, gross: 1800 },
];

const columns: GridColDef<PayrollLine>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Kitchen', 'Front of house', 'Bar'],
    width: 160,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
  { field: 'rate', headerName: 'Rate', type: 'number', width: 100 },
  { field: 'gross', headerName: 'Gross pay', type: 'number', width: 130 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'payroll-november-2026',
  valueOptionsSheetName: 'Departments',
  columnsStyles: {
    rate: { numFmt: '"$"#,##0.00' },
    gross: { numFmt: '"$"#,##0.00', font: { bold: true } },
  },
  exceljsPreProcess: async ({ worksheet }) => {
    // Rows added here come before the header row.
    worksheet.addRow(['Payroll, November 2026']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  exceljsPostProcess: async ({ worksheet }) => {
    // Rows added here come after the data rows, keyed by column field.
    const lastDataRow = worksheet.rowCount;
    const total = worksheet.addRow({ employee: 'Total', gross: { formula: `SUM(E4:E${lastDataRow})` } });
    total.font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};

export default function ExcelCustomization() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} showToolbar slotProps={{ toolbar: { excelOptions } }} />
    </Box>
  );
}
