import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSection, FieldSelectedSections } from '@mui/x-date-pickers/models';

// Each chip is one section of the format; click a chip to select that section.
export default function SectionsExplorer() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [sections, setSections] = React.useState<FieldSection[]>([]);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  const readSections = () => setSections(fieldRef.current?.getSections() ?? []);
  React.useEffect(readSections, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 190, width: '100%' }}>
        <Stack spacing={2}>
          <DateTimeField
            label="Flight departs"
            defaultValue={dayjs('2025-06-03T07:45')}
            format="ddd, MMM D YYYY, h:mm A"
            unstableFieldRef={fieldRef}
            selectedSections={selected}
            onSelectedSectionsChange={setSelected}
            onChange={readSections}
            sx={{ maxWidth: 320 }}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {sections.map((section, index) => (
              <Chip
                key={index}
                label={`${section.type} · ${section.format}`}
                color={selected === index ? 'primary' : 'default'}
                onClick={() => fieldRef.current?.focusField(index)}
              />
            ))}
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
