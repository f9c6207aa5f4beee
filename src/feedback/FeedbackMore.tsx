'use client';
import * as React from 'react';
import { newIdempotencyKey } from '../analytics/limits';
import styles from './feedback.module.css';

export type Helpful = 'yes' | 'no';
const FAILURE = "Couldn't submit feedback. Please try again later.";

/**
 * The second step of "Was this page helpful?": an optional comment and the submit. Loaded with
 * the reader's first answer (FeedbackWidget.tsx), not with the page. A failure keeps the
 * comment, so the reader can retry.
 */
export default function FeedbackMore({
  pathname,
  helpful,
  onSubmitted,
}: {
  pathname: string;
  helpful: Helpful;
  onSubmitted: (helpful: Helpful) => void;
}) {
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'failed'>('idle');
  // One idempotency key per answer: "Submit" again after a failure reuses it, so an answer the
  // server stored before its acknowledgement was lost is not stored twice.
  const pending = React.useRef<{ body: string; key: string } | null>(null);
  const commentRef = React.useRef<HTMLTextAreaElement>(null);

  // A new answer (or the first) moves the focus to the comment box and clears a failure.
  const [answered, setAnswered] = React.useState(helpful);
  if (answered !== helpful) {
    setAnswered(helpful);
    setStatus('idle');
  }
  React.useEffect(() => commentRef.current?.focus(), [helpful]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
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
      onSubmitted(helpful);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form className={styles.more} onSubmit={submit}>
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
    </form>
  );
}
