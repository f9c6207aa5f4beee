'use client';
import * as React from 'react';
import { useInBrowser } from './in-browser';
import type { DemoRuntime, DemoRuntimeProps, DemoTheme } from './types';

type Scope = Record<string, unknown>;
type LoadScope = (extra?: readonly string[]) => Promise<Scope>;

/**
 * The modules a source imports, by specifier. Code written for the reader's setup imports
 * what the original demo did not (another adapter, a locale): the scope loads those too.
 */
export function importsOf(source: string): string[] {
  return [...source.matchAll(/^\s*import\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/** Thrown for code the live editor cannot run; shown to the reader under the preview. */
export class LiveCodeError extends Error {
  override name = 'LiveCodeError';
}

/**
 * Compiles edited demo code (TypeScript or JavaScript with JSX) and returns its default
 * export. Imports resolve to the modules the original demo imports, nothing else.
 */
export async function compileLive(source: string, scope: Scope): Promise<React.ComponentType> {
  const { transform } = await import('sucrase');
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: 'Demo.tsx',
    }).code;
  } catch (error) {
    throw new LiveCodeError((error as Error).message);
  }
  const requireModule = (name: string) => {
    if (!(name in scope)) {
      throw new LiveCodeError(
        `Cannot import "${name}" here: live editing offers the packages the original demo imports.`,
      );
    }
    return scope[name];
  };
  const compiled = { exports: {} as { default?: unknown } };
  // Evaluating the reader's own code in their own browser is the feature itself.
  new Function('require', 'module', 'exports', code)(requireModule, compiled, compiled.exports);
  const component = compiled.exports.default;
  if (typeof component !== 'function') {
    throw new LiveCodeError('The code must `export default` a component function.');
  }
  return component as React.ComponentType;
}

function LiveDemo({ source, loadScope }: { source: string; loadScope: LoadScope }) {
  const [result, setResult] = React.useState<{ Component?: React.ComponentType; error?: string }>({});
  React.useEffect(() => {
    let cancelled = false;
    loadScope(importsOf(source))
      .then((scope) => compileLive(source, scope))
      .then(
        (Component) => !cancelled && setResult({ Component }),
        (error: Error) => !cancelled && setResult((r) => ({ ...r, error: error.message })),
      );
    return () => {
      cancelled = true;
    };
  }, [source, loadScope]);
  const { Component, error } = result;
  return (
    <>
      {Component ? <Component /> : null}
      {error ? (
        <pre role="alert" className="demo-live-error" data-demo-crash="">
          {error}
        </pre>
      ) : null}
    </>
  );
}

/**
 * The live editor's modules for a demo: the packages it imports, by specifier. The one
 * `import()` of the shared scope module is here, in a module the demo frame itself loads,
 * rather than in each demo's runtime: an `import()` is planned once for each chunk group that
 * holds it, and the scope's ~150 package imports under ~170 folder chunk groups made the
 * bundler plan tens of thousands of chunk groups (the build passed 10 GB at 900 demos).
 */
export function scopeLoader(specs: readonly string[]): LoadScope {
  return (extra = []) =>
    import('@/generated/demo-scope').then((scope) => scope.loadScope([...new Set([...specs, ...extra])]));
}

/**
 * The client side of one demo (the generated `<Name>.client.tsx` calls this): the original
 * module, loaded only when rendered, or the reader's edited code compiled in the browser.
 * `clientOnly` demos render nothing on the server: their generated loader hides the demo's
 * import from the server build (`typeof window` is a build-time constant there), so the
 * server never compiles the hundreds of demos that only ever run in the reader's browser.
 */
export function createDemoRuntime(
  load: () => Promise<{ default: React.ComponentType; Theme?: DemoTheme }>,
  loadScope: LoadScope,
  { clientOnly = false }: { clientOnly?: boolean } = {},
): DemoRuntime {
  const Original = React.lazy(load);
  function DemoRuntime({ source }: DemoRuntimeProps) {
    const inBrowser = useInBrowser();
    if (clientOnly && !inBrowser) return null;
    return source === null ? <Original /> : <LiveDemo source={source} loadScope={loadScope} />;
  }
  // The theme from the demo's own module (its page's, see pageModuleFiles), when it has one.
  DemoRuntime.loadTheme = () => load().then((module) => module.Theme ?? null);
  return DemoRuntime;
}
