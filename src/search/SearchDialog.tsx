'use client';
import * as React from 'react';
import { useRouter } from 'next/navigation';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { t } from '../i18n/translate';
import { PlanBadge } from '../shell/PlanBadge';
import { MuiTheme } from '../theme/MuiTheme';
import { rankEntries, type QuickEntry } from './quick-index';
import styles from './search.module.css';

let indexPromise: Promise<QuickEntry[]> | null = null;
function loadIndex(): Promise<QuickEntry[]> {
  indexPromise ??= fetch('/search-index.json').then((r) => {
    if (!r.ok) throw new Error(`search index answered ${r.status}`);
    return r.json() as Promise<QuickEntry[]>;
  });
  return indexPromise;
}

/** Finds pages and sections by title as the reader types; arrows, Enter and Escape work. */
export default function SearchDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <MuiTheme>
      <QuickSearch {...props} />
    </MuiTheme>
  );
}

function QuickSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [entries, setEntries] = React.useState<QuickEntry[] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);

  React.useEffect(() => {
    loadIndex().then(setEntries, () => setFailed(true));
  }, []);

  const results = React.useMemo(() => (entries ? rankEntries(entries, query) : []), [entries, query]);
  const go = (entry: QuickEntry | undefined) => {
    if (!entry) return;
    onClose();
    router.push(entry.href);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { 'aria-label': t('searchDocs'), sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } },
      }}
    >
      <div className={styles.field}>
        <SearchIcon aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-expanded': results.length > 0,
            'aria-controls': 'quick-search-results',
            'aria-activedescendant': results.length ? `quick-search-${active}` : undefined,
            'aria-label': t('searchDocs'),
          }}
        />
      </div>
      <ul id="quick-search-results" role="listbox" className={styles.results} aria-label={t('searchResults')}>
        {results.map((entry, index) => (
          <li
            key={entry.href}
            id={`quick-search-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.result}
            onMouseMove={() => setActive(index)}
            onClick={() => go(entry)}
          >
            <span className={styles.title}>
              {entry.section ?? entry.title}
              {entry.plan ? <PlanBadge plan={entry.plan} /> : null}
            </span>
            {entry.section ? <span className={styles.page}>{entry.title}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {failed
          ? t('searchFailed')
          : query && entries && !results.length
            ? `${t('searchNoResults')} “${query}”.`
            : !entries && query
              ? t('loading')
              : ''}
      </p>
    </Dialog>
  );
}
