import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// A field made of plain HTML elements, as a design system without Material UI would render it.
function PlainInputField(props: DatePickerFieldProps) {
  const { label, rootRef, setOpen, triggerRef, triggerStatus } = usePickerContext();
  const {
    // Props meant for Material UI components, not for plain elements.
    enableAccessibleFieldDOMStructure,
    openPickerAriaLabel,
    clearable,
    onClear,
    focused,
    error,
    autoFocus,
    ...inputProps
  } = useDateField<false, DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false }>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });
  const { inputRef, ...otherInputProps } = inputProps;

  return (
    <div className="plain-field" ref={rootRef}>
      <label htmlFor={props.id}>{label}</label>
      <div ref={triggerRef} className="plain-field-control">
        <input
          {...otherInputProps}
          ref={inputRef}
          aria-invalid={error}
          className={error ? 'invalid' : undefined}
        />
        <button
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={triggerStatus !== 'enabled'}
          onClick={() => setOpen((prev) => !prev)}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
            <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" />
          </svg>
        </button>
      </div>
    </div>
  );
}

const styles = `
.plain-field { display: flex; flex-direction: column; gap: 4px; font: 14px system-ui, sans-serif; max-width: 240px; }
.plain-field-control { display: flex; gap: 4px; }
.plain-field input { flex: 1; min-width: 0; padding: 6px 8px; border: 1px solid #8a8f98; border-radius: 4px; font: inherit; color: inherit; background: transparent; }
.plain-field input.invalid { border-color: #c62828; }
.plain-field button { display: flex; align-items: center; padding: 0 8px; color: inherit; border: 1px solid #8a8f98; border-radius: 4px; background: transparent; cursor: pointer; }
`;

export default function BrowserInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <style>{styles}</style>
      <Box sx={{ height: 64, color: 'text.primary' }}>
        <DatePicker
          label="Delivery date"
          defaultValue={dayjs('2025-06-03')}
          slots={{ field: PlainInputField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
