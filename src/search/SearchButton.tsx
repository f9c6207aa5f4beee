'use client';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { t } from '../i18n/translate';

// The dialog and its index load on first use, not with the page; pointing at the button or
// focusing it starts the download early, so the dialog is ready when the reader clicks.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = React.lazy(loadDialog);

/** Whether a key press is typed into a field, where `/` must stay a character. */
function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** The app bar's search entry point; Ctrl+K, Cmd+K or `/` open it from anywhere. */
export function SearchButton() {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  const show = React.useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !typingInField(event.target))) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        onClick={show}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        aria-label={t('searchDocs')}
        sx={{
          borderColor: 'divider',
          color: 'text.secondary',
          minWidth: { xs: 36, sm: 160 },
          px: { xs: 1, sm: 1.5 },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          justifyContent: 'flex-start',
        }}
      >
        <Box component="span" sx={{ flex: 1, textAlign: 'start', display: { xs: 'none', sm: 'inline' } }}>
          {t('searchDocs')}
        </Box>
        <Box
          component="kbd"
          sx={{ font: 'inherit', fontSize: '0.75rem', display: { xs: 'none', sm: 'inline' } }}
        >
          Ctrl K
        </Box>
      </Button>
      {requested ? (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
