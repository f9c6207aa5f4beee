'use client';
import * as React from 'react';
import { newIdempotencyKey } from '../analytics/limits';
import styles from './feedback.module.css';

type Helpful = 'yes' | 'no';
const FAILURE = "Couldn't submit feedback. Please try again later.";
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
 * 4). After a successful submit the page thanks the reader, also on later visits. A failure
 * keeps the comment, so the reader can retry.
 */
export function FeedbackWidget({ pathname }: { pathname: string }) {
  const submitted = React.useSyncExternalStore(
    subscribe,
    () => wasSubmitted(pathname),
    () => false,
  );
  const [helpful, setHelpful] = React.useState<Helpful | null>(null);
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'failed'>('idle');
  const commentRef = React.useRef<HTMLTextAreaElement>(null);
  // One idempotency key per answer: "Submit" again after a failure reuses it, so an answer the
  // server stored before its acknowledgement was lost is not stored twice.
  const pending = React.useRef<{ body: string; key: string } | null>(null);

  const choose = (answer: Helpful) => {
    setHelpful(answer);
    setStatus('idle');
    requestAnimationFrame(() => commentRef.current?.focus());
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!helpful) return;
    setStatus('sending');
    try {
      const body = JSON.stringify({
        pathname,
        helpful,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
      const response = await fetch('/api/feedback/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': pending.current.key },
        body,
      });
      if (!response.ok) throw new Error(`feedback answered ${response.status}`);
      pending.current = null;
      try {
        localStorage.setItem(storageKey(pathname), helpful);
      } catch {
        // Storage blocked: the thanks still shows until the page is left.
      }
      listeners.forEach((l) => l());
      setStatus('idle');
      setHelpful(null);
    } catch {
      setStatus('failed');
    }
  };

  if (submitted) {
    return (
      <section className={styles.feedback} aria-labelledby="feedback-title" data-pagefind-ignore>
        <h2 id="feedback-title" className={styles.title}>
          Was this page helpful?
        </h2>
        <p role="status" className={styles.thanks}>
          Thank you for your feedback.
        </p>
      </section>
    );
  }

  return (
    <section className={styles.feedback} aria-labelledby="feedback-title" data-pagefind-ignore>
      <form onSubmit={submit}>
        <h2 id="feedback-title" className={styles.title}>
          Was this page helpful?
        </h2>
        <div className={styles.answers}>
          {(['yes', 'no'] as const).map((answer) => (
            <button
              key={answer}
              type="button"
              className={styles.answer}
              aria-pressed={helpful === answer}
              onClick={() => choose(answer)}
            >
              {answer === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
        {helpful ? (
          <div className={styles.more}>
            <label htmlFor="feedback-comment" className={styles.label}>
              {helpful === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
            </label>
            <textarea
              id="feedback-comment"
              ref={commentRef}
              className={styles.comment}
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <button type="submit" className={styles.submit} disabled={status === 'sending'}>
              {status === 'sending' ? 'Submitting…' : 'Submit'}
            </button>
            {status === 'failed' ? (
              <p role="alert" className={styles.error}>
                {FAILURE}
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}
