'use client';
import * as React from 'react';
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
      <div style={{ height: 260 }}>
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
 * A blank page with a live editor: readers try any component of the suite. It renders
 * outside the site's theme wrapper, so components look as they do in a fresh project.
 */
export function Playground() {
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
        <h1 className={styles.title}>MUI X playground</h1>
        <p className={styles.hint}>
          Edit the code; the preview follows. Packages: {PLAYGROUND_PACKAGES.join(', ')}.
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
