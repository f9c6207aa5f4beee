'use client';

/**
 * The last resort when the root layout itself fails: a readable page instead of a blank one.
 * It replaces the whole document, so it carries its own markup and inline styles and depends
 * on nothing that may have failed.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#fff', color: '#12181F' }}>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '64px 24px', lineHeight: 1.6 }}>
          <h1 style={{ fontSize: '2rem', margin: '0 0 12px' }}>This page failed to load</h1>
          <p>Something went wrong while showing this page. Reloading usually helps.</p>
          {error.digest ? <p style={{ color: '#4F5B69' }}>Error reference: {error.digest}</p> : null}
          <p>
            <button
              type="button"
              onClick={reset}
              style={{ font: 'inherit', padding: '8px 16px', cursor: 'pointer' }}
            >
              Try again
            </button>{' '}
            or go to the {/* A full page load on purpose: the client-side router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/x/introduction/">documentation overview</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
