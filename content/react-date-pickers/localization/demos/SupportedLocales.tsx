import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as locales from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

// Every translation pack the installed package exports, read at runtime.
type Pack = { components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } } };
const packs = Object.entries(locales)
  .filter((entry): entry is [string, Pack] => typeof entry[1] === 'object' && entry[1] !== null && 'components' in entry[1])
  .map(([code, pack]) => ({ code, texts: pack.components.MuiLocalizationProvider.defaultProps.localeText }))
  .sort((a, b) => a.code.localeCompare(b.code));

const english = packs.find((pack) => pack.code === 'enUS')!.texts;
const sampleKeys = ['cancelButtonLabel', 'okButtonLabel', 'todayButtonLabel', 'datePickerToolbarTitle', 'nextMonth'] as const;

export default function SupportedLocales() {
  const [code, setCode] = React.useState('ptBR');
  const texts = packs.find((pack) => pack.code === code)!.texts;
  const translated = Object.keys(english).filter((key) => key in texts).length;

  return (
    <Box sx={{ height: 330, width: '100%', pt: 1, boxSizing: 'border-box' }}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <TextField select label={`Locale (${packs.length} packs)`} value={code} onChange={(event) => setCode(event.target.value)}>
          {packs.map((pack) => (
            <MenuItem key={pack.code} value={pack.code}>
              {pack.code}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">
          {translated} of {Object.keys(english).length} keys translated; the others fall back to English.
        </Typography>
        {sampleKeys.map((key) => (
          <Typography key={key} variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {key}: {texts[key] ?? `(English) ${english[key]}`}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
