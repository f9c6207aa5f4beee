import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileLive, LiveCodeError } from './runtime';

const scope = { react: React, 'react/jsx-runtime': jsxRuntime };

describe('compileLive', () => {
  it('compiles edited TypeScript with JSX into a component', async () => {
    const Component = await compileLive(
      `import * as React from 'react';
       type Props = { name?: string };
       export default function Hello({ name = 'grid' }: Props) {
         const [n] = React.useState<number>(3);
         return <p>{name} {n}</p>;
       }`,
      scope,
    );
    expect(renderToStaticMarkup(React.createElement(Component))).toBe('<p>grid 3</p>');
  });

  it('reports a syntax error as a LiveCodeError', async () => {
    await expect(compileLive('export default function () { return <p>; }', scope)).rejects.toThrow(
      LiveCodeError,
    );
  });

  it('offers only the packages of the original demo', async () => {
    await expect(
      compileLive(
        `import fs from 'node:fs'; export default function A() { return fs ? null : null; }`,
        scope,
      ),
    ).rejects.toThrow('Cannot import "node:fs"');
  });

  it('needs a default export', async () => {
    await expect(compileLive('export const A = 1;', scope)).rejects.toThrow('export default');
  });
});

describe('createDemoRuntime', () => {
  it('renders nothing on the server for a client-only demo, and never loads it there', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createDemoRuntime } = await import('./runtime');
    let loads = 0;
    const Runtime = createDemoRuntime(
      () => {
        loads += 1;
        return Promise.resolve({ default: () => React.createElement('p', null, 'demo') });
      },
      async () => scope,
      { clientOnly: true },
    );
    expect(renderToString(React.createElement(Runtime, { source: null }))).toBe('');
    expect(loads).toBe(0);
  });

  it("loads the theme of the demo's module, and null when it has none", async () => {
    const { createDemoRuntime } = await import('./runtime');
    const Theme = ({ children }: { children: React.ReactNode }) => children;
    const Demo = () => null;
    let loads = 0;
    const withTheme = createDemoRuntime(
      () => {
        loads += 1;
        return Promise.resolve({ default: Demo, Theme });
      },
      async () => scope,
    );
    expect(await withTheme.loadTheme?.()).toBe(Theme);
    const without = createDemoRuntime(
      () => Promise.resolve({ default: Demo }),
      async () => scope,
    );
    expect(await without.loadTheme?.()).toBeNull();
    expect(loads).toBe(1);
  });
});
