'use client';
import * as React from 'react';
import { templateRuntimes } from '../../generated/template-runtimes';
import { DemoErrorBoundary } from '../demo/DemoErrorBoundary';
import { MuiTheme } from '../theme/MuiTheme';

/**
 * A template full page, in the site's MUI theme (the reader's colour mode and direction). A
 * template that throws is replaced by a message, and the bar above it keeps working.
 */
export function TemplateView({ id }: { id: string }) {
  const Runtime = templateRuntimes[id];
  if (!Runtime) throw new Error(`No template runtime for ${id}: run npm run prebuild.`);
  return (
    <DemoErrorBoundary
      fallback={(error, retry) => (
        <div role="alert" style={{ padding: 24 }}>
          <p>This template stopped working: {error.message}</p>
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    >
      <React.Suspense fallback={null}>
        <MuiTheme serverStyles>
          <Runtime source={null} />
        </MuiTheme>
      </React.Suspense>
    </DemoErrorBoundary>
  );
}
