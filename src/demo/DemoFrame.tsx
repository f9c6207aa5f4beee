'use client';
import * as React from 'react';
import { PlanBadge } from '../shell/PlanBadge';
import { useThemeState } from '../theme/theme-store';
import { useCodePreferences } from './CodePreferences';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DemoToolbar, type ToolbarAction } from './DemoToolbar';
import { RegisteredRuntime, RegisteredTheme } from './RegisteredRuntime';
import { loadDemoRuntime } from './registry';
import { preloadDemoRegistries } from './registry-loaders';
import { useFrameSetup } from './setup/frame';
import { useDemoCode } from './use-demo-code';
import type { DemoDescriptor, DemoOptions } from './types';

// This code arrives on pages with demos only: the route's demo registry (bucket loaders) starts
// loading now, beside the rest of the page, instead of after the first demo asks for it.
if (typeof window !== 'undefined') preloadDemoRegistries();

// Loaded only when the reader opens the editor (its type checker: on the first edit).
const LiveEditor = React.lazy(() => import('./editor/CodeEditor'));
// MUI's theme machinery arrives with the first demo that comes into view, not with the page:
// with the original demo's code (RegisteredTheme), or on its own for the reader's edited code.
const MuiTheme = React.lazy(() => import('../theme/MuiTheme').then((mod) => ({ default: mod.MuiTheme })));

export type DemoFrameProps = Omit<DemoDescriptor, 'file'> & { options: DemoOptions };

/**
 * True once the demo should load: when a quarter of it is on screen; once the reader has
 * scrolled, as soon as it comes within 150px (loading ahead of the reading position); or when
 * the reader reaches for it. At page load a demo merely peeking in at the bottom edge waits,
 * so it does not compete with the page becoming interactive.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): [boolean, () => void] {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    // A transition lets React render a heavy demo in slices, keeping the page responsive.
    const load = () => React.startTransition(() => setNear(true));
    const visible = new IntersectionObserver(
      (entries) => entries.some((e) => e.intersectionRatio >= 0.25) && load(),
      { threshold: 0.25 },
    );
    visible.observe(el);
    let ahead: IntersectionObserver | null = null;
    const onScroll = () => {
      ahead ??= new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
        rootMargin: '150px 0px',
      });
      ahead.observe(el);
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      visible.disconnect();
      ahead?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, near]);
  return [near, React.useCallback(() => setNear(true), [])];
}

/**
 * Looks up a registry demo's runtime (two small modules, not the demo itself) once the page
 * is idle, so that when the demo comes into view only its own code is left to load.
 */
function usePrefetchRuntime(id: string, enabled: boolean): void {
  React.useEffect(() => {
    if (!enabled) return undefined;
    const prefetch = () => void loadDemoRuntime(id).catch(() => {});
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [id, enabled]);
}

/** One live demo: the running component, its toolbar, and its code (collapsed, full or editable). */
export function DemoFrame({
  id,
  name,
  plan,
  preview: ownPreview,
  setup: setupInfo,
  Runtime,
  options,
}: DemoFrameProps) {
  const rootRef = React.useRef<HTMLElement>(null);
  const previewRef = React.useRef<HTMLDivElement>(null);
  const [near, wake] = useNearViewport(rootRef);
  usePrefetchRuntime(id, !Runtime && !options.iframe);
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const [codeOpen, setCodeOpen] = React.useState(!!options.codeOpen);
  const [editing, setEditing] = React.useState(false);
  const [liveSource, setLiveSource] = React.useState<string | null>(null);
  const [resetKey, setResetKey] = React.useState(0);
  const [status, setStatus] = React.useState('');
  // The full code is fetched when the reader reaches for the toolbar or opens the code.
  const [wantCode, setWantCode] = React.useState(false);
  // With a setup other than the default, the demo runs and shows the setup's code (src/demo/setup/).
  const setup = useFrameSetup(
    id,
    options.iframe ? undefined : setupInfo,
    near || wantCode || codeOpen || editing,
  );
  const own = useDemoCode(id, !setup.active && (wantCode || codeOpen || editing));
  const code = setup.active ? setup.code : own.code;
  const codeError = setup.active ? undefined : own.error;
  const preview = setup.active ? (setup.code?.setup?.preview ?? ownPreview) : ownPreview;
  const runSource = liveSource ?? (setup.waiting ? undefined : (setup.code?.ts.code ?? null));
  const variant = codeVariant === 'JS' ? 'js' : 'ts';
  const { direction } = useThemeState().state;

  const announce = (message: string) => {
    setStatus(message);
    window.setTimeout(() => setStatus((current) => (current === message ? '' : current)), 2500);
  };

  const reset = () => {
    setLiveSource(null);
    setEditing(false);
    setResetKey((k) => k + 1);
    previewRef.current?.focus();
    announce('Demo reset');
  };

  const sandbox = async (service: 'codesandbox' | 'stackblitz') => {
    const full = code ?? (await setup.load());
    const { CODESANDBOX_URL, STACKBLITZ_URL, codeSandboxParameters, postForm, stackBlitzFields } =
      await import('./sandbox');
    if (service === 'codesandbox') {
      const file = `/src/${name}.${codeVariant === 'TS' ? 'tsx' : 'jsx'}`;
      postForm(`${CODESANDBOX_URL}?file=${encodeURIComponent(file)}`, {
        parameters: await codeSandboxParameters(full, codeVariant, window.location.origin),
      });
    } else {
      const file = `src/${name}.${codeVariant === 'TS' ? 'tsx' : 'jsx'}`;
      postForm(
        `${STACKBLITZ_URL}?file=${encodeURIComponent(file)}`,
        stackBlitzFields(full, codeVariant, window.location.origin),
      );
    }
  };

  const actions: ToolbarAction[] = [
    ...setup.action,
    {
      key: 'code',
      label: codeOpen ? 'Hide the full source' : 'Show the full source',
      text: codeOpen ? 'Hide code' : 'Show code',
      expanded: codeOpen,
      onClick: () => setCodeOpen((open) => !open),
    },
    {
      key: 'copy',
      label: 'Copy the source',
      text: 'Copy',
      onClick: async () => {
        const full = code ?? (await setup.load());
        await navigator.clipboard.writeText(full[variant].code);
        announce(`Copied the ${codeVariant === 'TS' ? 'TypeScript' : 'JavaScript'} source`);
      },
    },
    // Live edits render in the page, not in an isolated frame: no editing for iframe demos.
    ...(options.iframe
      ? []
      : [
          {
            key: 'edit',
            label: editing ? 'Stop editing' : 'Edit the code live',
            text: editing ? 'Stop editing' : 'Edit',
            pressed: editing,
            onClick: () => {
              wake();
              setEditing((on) => !on);
            },
          },
        ]),
    {
      key: 'codesandbox',
      label: 'Open in CodeSandbox',
      text: 'CodeSandbox',
      onClick: () => sandbox('codesandbox'),
    },
    {
      key: 'stackblitz',
      label: 'Open in StackBlitz',
      text: 'StackBlitz',
      onClick: () => sandbox('stackblitz'),
    },
    { key: 'reset', label: 'Reset the demo', text: 'Reset', onClick: reset },
  ];

  return (
    <section
      ref={rootRef}
      className="demo"
      data-demo={id}
      data-bg={options.bg ?? 'outlined'}
      aria-label={`${name} demo`}
      onPointerEnter={wake}
      onFocusCapture={wake}
    >
      <div
        ref={previewRef}
        className="demo-preview"
        tabIndex={-1}
        // The size a skipped (far off-screen) demo keeps: see .demo-preview in global.css.
        style={{ containIntrinsicSize: `auto ${options.height}px` }}
      >
        <div
          className="demo-stage"
          style={{ minHeight: options.height }}
          data-demo-state={near ? 'loaded' : 'waiting'}
          data-demo-scrolls={options.scrolls ? '' : undefined}
        >
          {options.iframe ? (
            <iframe
              key={resetKey}
              className="demo-iframe"
              src={`/demo-frame/${id}/?dir=${direction}`}
              title={`${name} demo`}
              style={{ height: options.height }}
              loading="lazy"
            />
          ) : near ? (
            <DemoErrorBoundary
              key={resetKey}
              onError={(error) => console.error(`Demo ${id} crashed:`, error)}
              fallback={(error, retry) => (
                <div role="alert" className="demo-crash" data-demo-crash="">
                  <p>This demo stopped working: {error.message}</p>
                  <button type="button" className="demo-button" onClick={retry}>
                    Try again
                  </button>
                </div>
              )}
            >
              <React.Suspense fallback={<span className="demo-loading">Loading demo…</span>}>
                {runSource === undefined ? (
                  <span className="demo-loading">Loading demo…</span>
                ) : Runtime ? (
                  <MuiTheme>
                    <Runtime source={runSource} />
                  </MuiTheme>
                ) : runSource === null ? (
                  // The original demo: the theme comes with its code (RegisteredTheme).
                  <RegisteredTheme id={id} fallback={MuiTheme}>
                    <RegisteredRuntime id={id} source={null} />
                  </RegisteredTheme>
                ) : (
                  // The reader's code (an edit, a setup) runs on the packages' own chunks, not
                  // the page's: the theme on its own spares it loading the page's demos.
                  <MuiTheme>
                    <RegisteredRuntime id={id} source={runSource} />
                  </MuiTheme>
                )}
              </React.Suspense>
            </DemoErrorBoundary>
          ) : null}
        </div>
      </div>
      {options.hideToolbar ? null : (
        <div
          className="demo-bar"
          onPointerEnter={() => setWantCode(true)}
          onFocusCapture={() => setWantCode(true)}
        >
          {plan ? <PlanBadge plan={plan} size="large" /> : null}
          <DemoToolbar
            demoId={id}
            name={name}
            variant={codeVariant}
            onVariant={setCodeVariant}
            actions={actions}
          />
          <span role="status" className="demo-status">
            {status}
          </span>
          {setup.extras}
        </div>
      )}
      {editing ? (
        code ? (
          <React.Suspense fallback={<p className="demo-loading">Loading the editor…</p>}>
            <LiveEditor
              key={`${resetKey}-${variant}-${setup.key}`}
              initial={code[variant].code}
              label={`Edit ${name}`}
              onChange={setLiveSource}
              checkTypes={variant}
            />
          </React.Suspense>
        ) : (
          <p className="demo-loading">{codeError ?? 'Loading the source…'}</p>
        )
      ) : codeOpen ? (
        code ? (
          <div className="code-block demo-code" dangerouslySetInnerHTML={{ __html: code[variant].html }} />
        ) : (
          <p className="demo-loading">{codeError ?? 'Loading the source…'}</p>
        )
      ) : preview ? (
        <div
          className="code-block demo-code demo-code-preview"
          dangerouslySetInnerHTML={{ __html: (variant === 'js' && preview.js) || preview.ts }}
        />
      ) : null}
    </section>
  );
}
