'use client';
import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { track } from '../analytics/events';
import { t } from '../i18n/translate';
import { Icon } from '../shell/icons';
import { focusNewPageAfterNavigation } from '../shell/navigation-focus';
import { PlanBadge } from '../shell/PlanBadge';
import { loadPagefind, searchDocs } from './pagefind';
import { groupHits, type SearchHit } from './ranking';
import { readRecent, rememberSearch } from './recent';
import styles from './search.module.css';

const OVERVIEWS = [
  { href: '/x/react-data-grid/', title: 'Data Grid' },
  { href: '/x/react-date-pickers/', title: 'Date and Time Pickers' },
  { href: '/x/react-charts/', title: 'Charts' },
  { href: '/x/react-tree-view/', title: 'Tree View' },
];

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; query: string; hits: SearchHit[] };

/**
 * Full-text search over guides, API pages and props (Pagefind). A native modal <dialog>: the
 * browser keeps focus inside, Escape closes it, and focus returns to what opened it. The input
 * is a combobox; arrows move through the results, Enter opens one.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const dialog = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);
  const typedAt = React.useRef(new Map<string, number>());
  const reported = React.useRef(new Set<string>());
  const [query, setQuery] = React.useState('');
  const [state, setState] = React.useState<State>({ status: 'loading' });
  const [active, setActive] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);

  React.useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      setRecent(readRecent());
      el.showModal();
      el.querySelector('input')?.select();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  React.useEffect(() => {
    loadPagefind().then(
      () => setState((s) => (s.status === 'loading' ? { status: 'ready', query: '', hits: [] } : s)),
      () => setState({ status: 'failed' }),
    );
  }, []);

  // Each keystroke searches; an answer that arrives after a newer query is dropped.
  const latest = React.useRef('');
  React.useEffect(() => {
    latest.current = query;
    const trimmed = query.trim();
    if (!trimmed) return;
    searchDocs(trimmed).then(
      (hits) => {
        if (latest.current !== query) return;
        setState({ status: 'ready', query: trimmed, hits });
        setActive(0);
      },
      () => setState({ status: 'failed' }),
    );
  }, [query]);

  const trimmed = query.trim();
  // While the next answer is on its way, the previous results stay (no flicker); an empty
  // field shows none.
  const hits = React.useMemo(() => (trimmed && state.status === 'ready' ? state.hits : []), [trimmed, state]);
  const groups = React.useMemo(() => {
    let next = 0;
    return groupHits(hits).map((group) => ({
      ...group,
      hits: group.hits.map((hit) => ({ hit, index: next++ })),
    }));
  }, [hits]);
  const flat = React.useMemo(() => groups.flatMap((g) => g.hits.map((h) => h.hit)), [groups]);

  // Measured for the bench: keystroke to results on screen.
  React.useEffect(() => {
    if (state.status !== 'ready' || !state.query) return;
    const started = typedAt.current.get(state.query);
    if (started !== undefined) {
      dialog.current?.setAttribute('data-search-ms', (performance.now() - started).toFixed(1));
      typedAt.current.delete(state.query);
    }
    // A query that finds nothing is reported once, so maintainers see what readers miss.
    if (!state.hits.length && !reported.current.has(state.query)) {
      reported.current.add(state.query);
      track({ name: 'search_no_results', query: state.query });
    }
  }, [state]);

  const close = () => {
    onClose();
    const back = opener.current;
    // The native dialog restores focus too; this also covers a close by navigation.
    if (back instanceof HTMLElement) requestAnimationFrame(() => back.focus());
  };

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setRecent(rememberSearch(query));
    onClose();
    // The reader starts on the new page, not on the Search button the dialog gives focus back to.
    focusNewPageAfterNavigation();
    router.push(hit.url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (flat.length ? (i + step + flat.length) % flat.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(flat[active]);
    } else if (event.key === 'Escape') {
      // Closes at once, also when the field has text (some browsers would clear it first).
      event.preventDefault();
      close();
    }
  };

  React.useEffect(() => {
    document.getElementById(`search-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const status =
    state.status === 'failed'
      ? t('searchFailed')
      : state.status === 'loading'
        ? t('searchLoading')
        : trimmed && state.query === trimmed
          ? hits.length
            ? `${hits.length} ${t('searchCount')}`
            : `${t('searchNoResults')} “${trimmed}”.`
          : '';
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t('searchDocs')}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.field}>
        <Icon name="search" />
        <input
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls="search-results"
          aria-activedescendant={flat.length ? `search-hit-${active}` : undefined}
          aria-autocomplete="list"
          aria-label={t('searchDocs')}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            const value = event.target.value;
            typedAt.current.set(value.trim(), performance.now());
            setQuery(value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={close} aria-label={t('searchClose')}>
          <kbd>Esc</kbd>
        </button>
      </div>
      <div id="search-results" role="listbox" aria-label={t('searchResults')} className={styles.results}>
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`search-group-${group.id}`}>
            <div id={`search-group-${group.id}`} className={styles.groupLabel}>
              {group.label}
            </div>
            {group.hits.map(({ hit, index: i }) => {
              return (
                <div
                  key={hit.url}
                  id={`search-hit-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.hit}
                  onClick={() => go(hit)}
                  onMouseMove={() => setActive(i)}
                >
                  <span className={styles.hitTitle}>
                    <span>
                      {hit.title}
                      {hit.section ? <span className={styles.section}> › {hit.section}</span> : null}
                    </span>
                    {hit.plan ? <PlanBadge plan={hit.plan} /> : null}
                  </span>
                  {hit.excerpt ? (
                    <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {!trimmed || (state.status === 'ready' && state.query === trimmed && !hits.length) ? (
        <div className={styles.suggestions}>
          {recent.length && !trimmed ? (
            <section aria-labelledby="search-recent">
              <h2 id="search-recent" className={styles.groupLabel}>
                {t('searchRecent')}
              </h2>
              <ul className={styles.chips}>
                {recent.map((q) => (
                  <li key={q}>
                    <button type="button" className={styles.chip} onClick={() => setQuery(q)}>
                      {q}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="search-overviews">
            <h2 id="search-overviews" className={styles.groupLabel}>
              {t('searchOverviews')}
            </h2>
            <ul className={styles.overviews}>
              {OVERVIEWS.map((o) => (
                <li key={o.href}>
                  <Link href={o.href} prefetch={false} onClick={onClose}>
                    {o.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </dialog>
  );
}
