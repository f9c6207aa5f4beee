'use client';
import * as React from 'react';
import type { Helpful } from './FeedbackMore';
import styles from './feedback.module.css';

// The comment and submit step loads with the first answer (issue 22: not in the first load).
const FeedbackMore = React.lazy(() => import('./FeedbackMore'));

const storageKey = (pathname: string) => `mui-docs-feedback:${pathname}`;

// The submitted state is remembered per page in this browser, read after hydration.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function wasSubmitted(pathname: string): boolean {
  try {
    return localStorage.getItem(storageKey(pathname)) !== null;
  } catch {
    return false;
  }
}

/**
 * "Was this page helpful?": yes or no, then an optional comment, then submit (spec section
 * 4). After a successful submit the page thanks the reader, also on later visits.
 */
export function FeedbackWidget({ pathname }: { pathname: string }) {
  const submitted = React.useSyncExternalStore(
    subscribe,
    () => wasSubmitted(pathname),
    () => false,
  );
  const [helpful, setHelpful] = React.useState<Helpful | null>(null);

  const onSubmitted = (answer: Helpful) => {
    try {
      localStorage.setItem(storageKey(pathname), answer);
    } catch {
      // Storage blocked: the thanks still shows until the page is left.
    }
    listeners.forEach((l) => l());
    setHelpful(null);
  };

  return (
    <section className={styles.feedback} aria-labelledby="feedback-title" data-pagefind-ignore>
      <h2 id="feedback-title" className={styles.title}>
        Was this page helpful?
      </h2>
      {submitted ? (
        <p role="status" className={styles.thanks}>
          Thank you for your feedback.
        </p>
      ) : (
        <>
          <div className={styles.answers}>
            {(['yes', 'no'] as const).map((answer) => (
              <button
                key={answer}
                type="button"
                className={styles.answer}
                aria-pressed={helpful === answer}
                onClick={() => setHelpful(answer)}
              >
                {answer === 'yes' ? 'Yes' : 'No'}
              </button>
            ))}
          </div>
          {helpful ? (
            <React.Suspense fallback={null}>
              <FeedbackMore pathname={pathname} helpful={helpful} onSubmitted={onSubmitted} />
            </React.Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
