'use client';
import * as React from 'react';
import Link from 'next/link';
import { t } from '../i18n/translate';
import { closestPages } from './not-found-match';

interface Candidate {
  href: string;
  title: string;
}

const noSubscription = () => () => {};

/** "Did you mean": the 404 page is static, so the requested URL is only known in the browser. */
export function NotFoundSuggestions({ candidates }: { candidates: Candidate[] }) {
  const requested = React.useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => '',
  );
  const matches = React.useMemo(() => closestPages(requested, candidates), [requested, candidates]);
  if (!matches.length) return null;
  return (
    <p>
      {t('didYouMean')}{' '}
      {matches.map((m, i) => (
        <React.Fragment key={m.href}>
          {i > 0 ? ', ' : ''}
          <Link href={m.href}>{m.title}</Link>
        </React.Fragment>
      ))}
      ?
    </p>
  );
}
