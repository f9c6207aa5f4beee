'use client';
import * as React from 'react';
import Link from 'next/link';
import LiveEditor from '../demo/LiveEditor';
import { DemoErrorBoundary } from '../demo/DemoErrorBoundary';
import { compileLive } from '../demo/runtime';
import { loadPlaygroundScope, PLAYGROUND_PACKAGES } from './scope';
import styles from './playground.module.css';

const STARTER = `import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', population: 545000 },
  { id: 2, city: 'Oslo', population: 709000 },
  { id: 3, city: 'Tallinn', population: 454000 },
];

export default function Playground() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Stack spacing={2}>
      <Button variant="contained" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks} times
      </Button>
      <div style={{ height: 270 }}>
        <DataGrid
          rows={rows}
          columns={[
            { field: 'city', headerName: 'City', width: 160 },
            { field: 'population', headerName: 'Population', type: 'number', width: 160 },
          ]}
        />
      </div>
    </Stack>
  );
}
`;

/**
 * The site's colour mode is applied to <html> once, before first paint, by the root layout's
 * script; the themed pages' store keeps it current, but the playground has no store. When the
 * reader's mode is "system" (or unset), follow the OS as it changes.
 */
function useFollowSystemMode() {
  React.useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const stored = window.localStorage.getItem('mui-mode');
      if (stored && stored !== 'system') return;
      document.documentElement.classList.toggle('dark', query.matches);
      document.documentElement.classList.toggle('light', !query.matches);
    };
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);
}

/**
 * A blank page with a live editor: readers try any component of the suite. It renders
 * outside the site's theme wrapper, so components look as they do in a fresh project (MUI's
 * light defaults, on a light canvas in both modes); its own chrome follows the colour mode.
 */
export function Playground() {
  useFollowSystemMode();
  const [source, setSource] = React.useState(STARTER);
  const [result, setResult] = React.useState<{ Component?: React.ComponentType; error?: string }>({});
  const [version, setVersion] = React.useState(0);

  React.useEffect(() => {
    let live = true;
    loadPlaygroundScope(source)
      .then((scope) => compileLive(source, scope))
      .then(
        (Component) => live && setResult({ Component }),
        (error: Error) => live && setResult((r) => ({ ...r, error: error.message })),
      );
    return () => {
      live = false;
    };
  }, [source]);

  const { Component, error } = result;
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Link href="/x/introduction/" className={styles.back}>
          <span aria-hidden="true">←</span> Docs
        </Link>
        <h1 className={styles.title}>MUI X playground</h1>
        <p className={styles.hint}>
          Edit the code; the preview follows. Packages:{' '}
          {PLAYGROUND_PACKAGES.map((name, i) => (
            <React.Fragment key={name}>
              {i > 0 ? ', ' : null}
              <code className={styles.package}>{name}</code>
            </React.Fragment>
          ))}
          .
        </p>
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            setSource(STARTER);
            setVersion((v) => v + 1);
          }}
        >
          Start again
        </button>
      </header>
      <div className={styles.panes}>
        <section aria-label="Code" className={styles.editor}>
          <LiveEditor key={version} initial={STARTER} label="Playground code" onChange={setSource} />
        </section>
        <section aria-label="Preview" className={styles.preview}>
          {Component ? (
            <DemoErrorBoundary
              key={source}
              fallback={(e, retry) => (
                <div role="alert" className="demo-crash">
                  <p>The component threw: {e.message}</p>
                  <button type="button" onClick={retry}>
                    Try again
                  </button>
                </div>
              )}
            >
              <Component />
            </DemoErrorBoundary>
          ) : null}
          {error ? (
            <pre role="alert" className="demo-live-error">
              {error}
            </pre>
          ) : null}
        </section>
      </div>
    </div>
  );
}
