'use client';
import * as React from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { track } from '../analytics/events';
import { t } from '../i18n/translate';
import { Icon } from '../shell/icons';
import { focusNewPageAfterNavigation } from '../shell/navigation-focus';
import { PlanBadge } from '../shell/PlanBadge';
import {
  describeSelection,
  isFiltered,
  pagefindFilters,
  readFilters,
  saveFilters,
  SEARCH_KINDS,
  SEARCH_PRODUCTS,
  toggle,
  type FilterSelection,
} from './filters';
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

// The filters' words live here rather than in the shell's catalog, which every page loads.
const TEXT = {
  product: 'Product',
  kind: 'Kind',
  filteredBy: 'Only',
  clearFilters: 'Clear filters',
  elsewhere: (n: number, more: boolean) =>
    `${n} ${more ? 'more ' : ''}${n === 1 ? 'result' : 'results'} in other products or kinds.`,
  showAll: 'Show all',
  // A prop or heading folded with its namesakes elsewhere (ranking.ts, foldShared).
  also: (n: number, api: boolean) => `(and ${n} more ${api ? 'component' : 'page'}${n === 1 ? '' : 's'})`,
};

const NO_FILTER: FilterSelection = { products: [], kinds: [] };

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** The query and filters these hits answer. */
      key: string;
      query: string;
      hits: SearchHit[];
      /** When filters hide every result: how many the query finds without them. */
      elsewhere: number;
    };

const searchKey = (query: string, selection: FilterSelection) =>
  JSON.stringify([query, selection.products, selection.kinds]);

/** A plain left click navigates in the app; a modified or middle click is the browser's (new tab). */
const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Full-text search over guides, API pages and props (Pagefind). A native modal <dialog>: the
 * browser keeps focus inside, Escape closes it, and focus returns to what opened it. The input
 * is a combobox; arrows move through the results, Enter opens one. Each result is a link, so it
 * opens in a new tab and its address can be copied. Filters narrow by product and kind; they are
 * remembered (filters.ts), and a product's own pages preselect it.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const dialog = React.useRef<HTMLDialogElement>(null);
  const opener = React.useRef<Element | null>(null);
  const typedAt = React.useRef(new Map<string, number>());
  const reported = React.useRef(new Set<string>());
  const [query, setQuery] = React.useState('');
  const [state, setState] = React.useState<State>({ status: 'loading' });
  const [active, setActive] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);
  const [selection, setSelection] = React.useState<FilterSelection>(NO_FILTER);

  React.useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      setRecent(readRecent());
      setSelection(readFilters(pathname));
      el.showModal();
      el.querySelector('input')?.select();
    } else if (!open && el.open) {
      el.close();
    }
    // The page is read at each opening only: a navigation closes the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (next: FilterSelection) => {
    setSelection(next);
    saveFilters(pathname, next);
  };

  React.useEffect(() => {
    loadPagefind().then(
      () =>
        setState((s) =>
          s.status === 'loading' ? { status: 'ready', key: '', query: '', hits: [], elsewhere: 0 } : s,
        ),
      () => setState({ status: 'failed' }),
    );
  }, []);

  // Each keystroke or filter change searches; an answer that arrives after a newer one is dropped.
  const trimmed = query.trim();
  const key = searchKey(trimmed, selection);
  const latest = React.useRef('');
  React.useEffect(() => {
    latest.current = key;
    if (!trimmed) return;
    (async () => {
      const { hits, total } = await searchDocs(trimmed, pagefindFilters(selection));
      // Say what the filters hide: on a Data Grid page, "timezone" finds only blog sections (the
      // blog belongs to every product) while the Pickers' timezone guide is one click away.
      const elsewhere = isFiltered(selection)
        ? Math.max(0, (await searchDocs(trimmed)).total - (hits.length ? total : 0))
        : 0;
      if (latest.current !== key) return;
      setState({ status: 'ready', key, query: trimmed, hits, elsewhere });
      setActive(0);
    })().catch(() => setState({ status: 'failed' }));
    // `key` stands for the query and the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

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
    // A query that finds nothing is reported once, so maintainers see what readers miss (not
    // one that the reader's filters alone empty).
    if (!state.hits.length && !state.elsewhere && !reported.current.has(state.query)) {
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

  const filtered = isFiltered(selection);
  const scope = filtered ? ` (${TEXT.filteredBy.toLowerCase()} ${describeSelection(selection)})` : '';
  const status =
    state.status === 'failed'
      ? t('searchFailed')
      : state.status === 'loading'
        ? t('searchLoading')
        : trimmed && state.key === key
          ? hits.length
            ? `${hits.length} ${t('searchCount')}${scope}`
            : `${t('searchNoResults')} “${trimmed}”${scope}.`
          : '';
  const answered = state.status === 'ready' && state.key === key;
  const elsewhere = answered ? state.elsewhere : 0;
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
      <div className={styles.filters}>
        <FilterGroup
          id="search-filter-product"
          label={TEXT.product}
          options={SEARCH_PRODUCTS}
          chosen={selection.products}
          onToggle={(id) => choose({ ...selection, products: toggle(selection.products, id) })}
        />
        <FilterGroup
          id="search-filter-kind"
          label={TEXT.kind}
          options={SEARCH_KINDS}
          chosen={selection.kinds}
          onToggle={(id) => choose({ ...selection, kinds: toggle(selection.kinds, id) })}
        />
        {filtered ? (
          <p className={styles.activeFilters}>
            <span>
              {TEXT.filteredBy}: <strong>{describeSelection(selection)}</strong>
            </span>
            <button type="button" className={styles.clearFilters} onClick={() => choose(NO_FILTER)}>
              {TEXT.clearFilters}
            </button>
          </p>
        ) : null}
      </div>
      <div id="search-results" role="listbox" aria-label={t('searchResults')} className={styles.results}>
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`search-group-${group.id}`}>
            <div id={`search-group-${group.id}`} className={styles.groupLabel}>
              {group.label}
            </div>
            {group.hits.map(({ hit, index: i }) => (
              // A link in the role of an option: the combobox keeps focus (the results are not
              // tab stops), and the browser still offers a new tab and "copy link address".
              <a
                key={hit.url}
                id={`search-hit-${i}`}
                href={hit.url}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={styles.hit}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  go(hit);
                }}
                onMouseMove={() => setActive(i)}
              >
                <span className={styles.hitTitle}>
                  <span>
                    {hit.title}
                    {hit.section ? <span className={styles.section}> › {hit.section}</span> : null}
                    {hit.also ? (
                      <span className={styles.section}> {TEXT.also(hit.also, hit.kind === 'API')}</span>
                    ) : null}
                  </span>
                  {hit.plan ? <PlanBadge plan={hit.plan} /> : null}
                </span>
                {hit.excerpt ? (
                  <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                ) : null}
              </a>
            ))}
          </div>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {elsewhere ? (
        <p className={styles.elsewhere}>
          {TEXT.elsewhere(elsewhere, hits.length > 0)}{' '}
          <button type="button" className={styles.clearFilters} onClick={() => choose(NO_FILTER)}>
            {TEXT.showAll}
          </button>
        </p>
      ) : null}
      {!trimmed || (answered && !hits.length) ? (
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

/** A labelled group of toggle buttons; none pressed means no filter. */
function FilterGroup<Id extends string>({
  id,
  label,
  options,
  chosen,
  onToggle,
}: {
  id: string;
  label: string;
  options: readonly { id: Id; label: string }[];
  chosen: readonly Id[];
  onToggle: (id: Id) => void;
}) {
  return (
    <div role="group" aria-labelledby={id} className={styles.filterGroup}>
      <span id={id} className={styles.filterLabel}>
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={chosen.includes(option.id)}
          className={styles.filterChip}
          onClick={() => onToggle(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
