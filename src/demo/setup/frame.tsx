'use client';
import * as React from 'react';
import type { ToolbarAction } from '../DemoToolbar';
import { fetchDemoCode } from '../use-demo-code';
import type { DemoCode, DemoDescriptor } from '../types';
import type { LiveSetup } from './live';
import { useSetupCookie } from './store';

// Loaded only when the reader has a stored setup, and when they first open the panel.
const SetupLive = React.lazy(() => import('./live'));
const SetupPanel = React.lazy(() => import('./SetupPanel'));

/**
 * What the demo frame needs for the reader's setup: the toolbar's setup button (a native
 * popover's invoker, so opening, Escape, light dismiss and focus return are the browser's),
 * the panel, and, from live.tsx, the setup's code, which the demo runs, shows, copies and sends
 * to sandboxes instead of its own. This much is in every demo page's first load; a reader
 * without a stored setup loads nothing more until they open the panel.
 */
export function useFrameSetup(id: string, descriptor: DemoDescriptor['setup'], wanted: boolean) {
  const cookie = useSetupCookie();
  const kind = descriptor?.kind;
  const [live, setLive] = React.useState<LiveSetup | null>(null);
  const [opened, setOpened] = React.useState(false);
  const panelId = `${React.useId()}-setup`;
  const stored = !!kind && cookie !== '';
  const current = stored ? live : null;
  const summary = current?.summary ?? (kind === 'grid' ? 'Density: standard' : 'Day.js · en-US');
  const action: ToolbarAction[] = kind
    ? [
        {
          key: 'setup',
          label: `Demo setup: ${summary}. Change it for every demo`,
          text: summary,
          popoverTarget: panelId,
          onClick: () => setOpened(true),
        },
      ]
    : [];
  const extras = kind ? (
    <>
      {stored ? (
        <React.Suspense fallback={null}>
          <SetupLive
            id={id}
            kind={kind}
            version={descriptor.version}
            cookie={cookie}
            wanted={wanted}
            onChange={setLive}
          />
        </React.Suspense>
      ) : null}
      <div
        popover="auto"
        id={panelId}
        className="demo-setup-panel"
        role="dialog"
        aria-label={`Demo setup for ${kind === 'grid' ? 'Data Grid' : 'Date and Time Pickers'} demos`}
        onToggle={(event) => (event as unknown as ToggleEvent).newState === 'open' && setOpened(true)}
      >
        {opened ? (
          <React.Suspense fallback={<p className="demo-loading">Loading…</p>}>
            <SetupPanel kind={kind} panelId={panelId} />
          </React.Suspense>
        ) : null}
      </div>
    </>
  ) : null;
  const active = !!current?.active;
  return {
    active,
    code: active ? current!.code : undefined,
    /** The demo waits for a stored setup's module, then for the setup's code. */
    waiting: (stored && !current) || (active && !current!.code),
    action,
    extras,
    /** The code Copy and the sandboxes use: the setup's when it applies. */
    load: (): Promise<DemoCode> => (active ? current!.load() : fetchDemoCode(id)),
    /** Remounts the editor when the setup changes. */
    key: active ? summary : '',
  };
}
