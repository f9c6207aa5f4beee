'use client';
import * as React from 'react';
import { MuiTheme } from '../theme/MuiTheme';
import { useThemeState } from '../theme/theme-store';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { RegisteredRuntime } from './RegisteredRuntime';
// The frame route shows any demo alone, so it loads every registry (see registry.ts).
import '@/generated/demo-registry/content';
import '@/generated/demo-registry/blog';
import '@/generated/demo-registry/marketing';
import type { DemoRuntimeProps } from './types';

/** The body of an isolated demo frame; `?dir=rtl` mirrors it like the page around it. */
export function FrameDemo({
  id,
  name,
  Runtime,
}: {
  id: string;
  name: string;
  /** Server-rendered demos only; any other demo is found by id in the browser. */
  Runtime?: React.ComponentType<DemoRuntimeProps>;
}) {
  const { dispatch } = useThemeState();
  React.useEffect(() => {
    const dir = new URLSearchParams(window.location.search).get('dir');
    if (dir === 'rtl' || dir === 'ltr') dispatch({ type: 'CHANGE', payload: { direction: dir } });
  }, [dispatch]);
  return (
    <main style={{ padding: 16 }}>
      <h1 className="visually-hidden">{name} demo</h1>
      <DemoErrorBoundary
        fallback={(error) => (
          <p role="alert" data-demo-crash="">
            This demo stopped working: {error.message}
          </p>
        )}
      >
        <React.Suspense fallback={null}>
          <MuiTheme serverStyles>
            {Runtime ? <Runtime source={null} /> : <RegisteredRuntime id={id} source={null} />}
          </MuiTheme>
        </React.Suspense>
      </DemoErrorBoundary>
    </main>
  );
}
