'use client';
import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { useCodePreferences } from '../demo/CodePreferences';
import type { CodeVariant } from '../demo/code-variant';
import { DENSITIES, LIBRARIES, type DateLibrary, type Density } from '../demo/setup/setup';
import { setDemoSetup, useDemoSetup } from '../demo/setup/client';
import { t } from '../i18n/translate';
import { setColorMode, useColorMode, type ColorMode } from '../theme/color-mode';
import { MuiTheme, preloadRtlCache } from '../theme/MuiTheme';
import { useThemeState } from '../theme/theme-store';

function Setting<T extends string>(props: {
  id: string;
  title: string;
  value: T | null;
  options: readonly { value: T; label: string; icon?: React.ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ mb: 3 }}>
      <Typography id={props.id} variant="overline" component="h3" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={props.value}
        aria-labelledby={props.id}
        onChange={(_, value: T | null) => {
          if (value !== null) props.onChange(value);
        }}
      >
        {props.options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** Reader settings: colour mode, direction, density and the language of code samples. */
export default function SettingsDrawer(props: { open: boolean; onClose: () => void }) {
  // The direction switch is here: have the RTL styles ready before the reader flips it.
  React.useEffect(preloadRtlCache, []);
  return (
    <MuiTheme>
      <SettingsDrawerContent {...props} />
    </MuiTheme>
  );
}

function SettingsDrawerContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode } = useColorMode();
  const { state, dispatch } = useThemeState();
  const { codeVariant, setCodeVariant } = useCodePreferences();
  // The demo setup's two short choices; locale and time zone are in a demo's setup panel.
  const demoSetup = useDemoSetup();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'settings-title' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('settings')}
        </Typography>
        <IconButton aria-label={t('closeSettings')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        <Setting
          id="settings-mode"
          title={t('mode')}
          value={mode}
          onChange={(value: ColorMode) => setColorMode(value)}
          options={[
            { value: 'light', label: t('light'), icon: <LightModeOutlined fontSize="small" /> },
            { value: 'system', label: t('system'), icon: <SettingsBrightness fontSize="small" /> },
            { value: 'dark', label: t('dark'), icon: <DarkModeOutlined fontSize="small" /> },
          ]}
        />
        <Setting
          id="settings-direction"
          title={t('direction')}
          value={state.direction}
          onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
          options={[
            { value: 'ltr', label: 'Left to right' },
            { value: 'rtl', label: 'Right to left' },
          ]}
        />
        <Setting
          id="settings-density"
          title={t('density')}
          value={state.dense ? 'dense' : 'standard'}
          onChange={(value) =>
            dispatch(value === 'dense' ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })
          }
          options={[
            { value: 'standard', label: t('standard') },
            { value: 'dense', label: t('dense') },
          ]}
        />
        <Setting<CodeVariant>
          id="settings-code"
          title={t('codeLanguage')}
          value={codeVariant}
          onChange={setCodeVariant}
          options={[
            { value: 'TS', label: 'TypeScript' },
            { value: 'JS', label: 'JavaScript' },
          ]}
        />
        <Setting<DateLibrary>
          id="settings-date-library"
          title="Pickers demos: date library"
          value={demoSetup.library}
          onChange={(library) => setDemoSetup({ ...demoSetup, library })}
          options={LIBRARIES.map((l) => ({ value: l.id, label: l.label }))}
        />
        <Setting<Density>
          id="settings-grid-density"
          title="Data Grid demos: density"
          value={demoSetup.density}
          onChange={(density) => setDemoSetup({ ...demoSetup, density })}
          options={DENSITIES.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }))}
        />
      </Box>
    </Drawer>
  );
}
