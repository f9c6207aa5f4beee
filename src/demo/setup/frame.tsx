'use client';
import * as React from 'react';
import type { ToolbarAction } from '../DemoToolbar';
import { fetchDemoCode } from '../use-demo-code';
import type { DemoCode, DemoDescriptor } from '../types';
import { setupSummary } from './setup';
import { fetchSetupCode, useSetupCode } from './use-setup';

// The panel's code loads when the reader first opens it.
const SetupPanel = React.lazy(() => import('./SetupPanel'));

/**
 * What the demo frame needs for the reader's setup: the toolbar's setup button (a native
 * popover's invoker, so opening, Escape, light dismiss and focus return are the browser's),
 * the panel and the status under the toolbar, and the setup's code, which the demo runs,
 * shows, copies and sends to sandboxes instead of its own when the setup is not the default.
 */
export function useFrameSetup(
  id: string,
  name: string,
  descriptor: DemoDescriptor['setup'],
  wanted: boolean,
) {
  const { active, setup, code, error } = useSetupCode(id, descriptor, wanted);
  const panelId = `${React.useId()}-setup`;
  const [opened, setOpened] = React.useState(false);
  const summary = descriptor ? setupSummary(descriptor.kind, setup) : '';
  const action: ToolbarAction[] = descriptor
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
  const notes = [...(code?.setup?.notes ?? []), ...(error ? [error] : [])];
  const extras = descriptor ? (
    <>
      {notes.length ? (
        <p className="demo-setup-note" data-demo-setup-note="">
          {notes.join(' ')}
        </p>
      ) : null}
      <div
        popover="auto"
        id={panelId}
        className="demo-setup-panel"
        role="dialog"
        aria-label={`Demo setup for ${descriptor.kind === 'grid' ? 'Data Grid' : 'Date and Time Pickers'} demos`}
        onToggle={(event) => (event as unknown as ToggleEvent).newState === 'open' && setOpened(true)}
      >
        {opened ? (
          <React.Suspense fallback={<p className="demo-loading">Loading…</p>}>
            <SetupPanel kind={descriptor.kind} panelId={panelId} />
          </React.Suspense>
        ) : null}
      </div>
    </>
  ) : null;
  /** The code Copy and the sandboxes use: the setup's when it applies. */
  const load = (): Promise<DemoCode> =>
    active && descriptor ? fetchSetupCode(id, descriptor.version, descriptor.kind, setup) : fetchDemoCode(id);
  return {
    /** True when the demo runs and shows the setup's code rather than its own. */
    active,
    code,
    /** The setup's code could not be loaded: the demo falls back to its own. */
    failed: !!error,
    action,
    extras,
    load,
    /** Remounts the editor when the setup changes. */
    key: `${name}-${active ? summary : ''}`,
  };
}
