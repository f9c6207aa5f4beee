import * as React from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A text field from an existing form library, built on Material UI's TextField.
function FormTextField(props: TextFieldProps) {
  return <TextField {...props} size="small" helperText="Renders a real <input>" />;
}

export default function MaterialTextFieldInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72 }}>
        <DatePicker
          label="Purchase order date"
          defaultValue={dayjs('2025-02-18')}
          enableAccessibleFieldDOMStructure={false}
          slots={{ textField: FormTextField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
