'use client';

/**
 * The props table's plan filter and search box: they hide server-rendered rows (`hidden`,
 * read from each row's `data-plan` and text), keep `?plan=` and `?q=` in the URL without a
 * reload, and fill an expandable type (`<details data-type>`) with the page's one copy of its
 * definition (`#type-<Name>`) when it opens. No other JavaScript runs on an API page.
 */
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { Plan } from '../navigation/types';
import styles from './tools.module.css';

type Filter = 'all' | 'community' | Plan;
const LABELS: Record<Filter, string> = { all: 'All', community: 'Community', pro: 'Pro', premium: 'Premium' };

/** The URL's search string is the filter's state: shared with the address bar, restored on reload. */
const subscribe = (notify: () => void) => {
  window.addEventListener('popstate', notify);
  window.addEventListener(CHANGE, notify);
  return () => {
    window.removeEventListener('popstate', notify);
    window.removeEventListener(CHANGE, notify);
  };
};
const CHANGE = 'api-table-tools';

function update(key: 'plan' | 'q', value: string | null) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(key, value);
  else url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGE));
}

export function ApiTableTools({ containerId, plans }: { containerId: string; plans: Filter[] }) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const params = new URLSearchParams(search);
  const requested = params.get('plan') as Filter | null;
  const plan: Filter = requested && plans.includes(requested) ? requested : 'all';
  const query = params.get('q') ?? '';
  const searchId = useId();
  const count = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Expandable types: the definition is copied in from the page's Types section on first open.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLElement;
      if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.filled) return;
      const definition = document.getElementById(`type-${details.dataset.type}`)?.querySelector('pre');
      if (!definition) return;
      details.dataset.filled = 'true';
      details.append(definition.cloneNode(true));
    };
    document.addEventListener('toggle', onToggle, true);
    return () => document.removeEventListener('toggle', onToggle, true);
  }, []);

  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const needle = query.trim().toLowerCase();
    let shown = 0;
    for (const row of container.querySelectorAll<HTMLElement>('tbody[id]')) {
      const visible =
        (plan === 'all' || row.dataset.plan === plan) &&
        (!needle || (row.textContent ?? '').toLowerCase().includes(needle));
      row.hidden = !visible;
      if (visible) shown += 1;
    }
    if (count.current) {
      count.current.textContent =
        plan === 'all' && !needle ? '' : `${shown} ${shown === 1 ? 'prop' : 'props'} shown`;
    }
  }, [plan, query, containerId]);

  return (
    <div className={styles.tools}>
      {plans.length > 2 ? (
        <div role="group" aria-label="Filter props by plan" className={styles.plans}>
          {plans.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={plan === p}
              className={styles.plan}
              data-plan={p}
              onClick={() => update('plan', p === 'all' ? null : p)}
            >
              {LABELS[p]}
            </button>
          ))}
        </div>
      ) : null}
      <label htmlFor={searchId} className={styles.label}>
        Search props
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        value={query}
        placeholder="Name or description"
        onChange={(event) => update('q', event.target.value)}
      />
      <p className={styles.count} aria-live="polite" ref={count} />
    </div>
  );
}
