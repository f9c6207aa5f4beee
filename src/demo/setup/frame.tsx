'use client';
import * as React from 'react';
import type { ToolbarAction } from '../DemoToolbar';
import { fetchDemoCode } from '../use-demo-code';
import type { DemoCode, DemoDescriptor } from '../types';
import { loadSetupClient, useSetupClient, useSetupCookie } from './store';

// The panel's code loads when the reader first opens it.
const SetupPanel = React.lazy(() => import('./SetupPanel'));

/**
 * What the demo frame needs for the reader's setup: the toolbar's setup button (a native
 * popover's invoker, so opening, Escape, light dismiss and focus return are the browser's),
 * the panel and the notes under the toolbar, and the setup's code, which the demo runs, shows,
 * copies and sends to sandboxes instead of its own when the setup is not the default. With no
 * stored setup, this is all it loads: the setup's client module comes with a stored setup.
 */
export function useFrameSetup(id: string, descriptor: DemoDescriptor['setup'], wanted: boolean) {
  const cookie = useSetupCookie();
  const client = useSetupClient(!!descriptor && cookie !== '');
  const setup = client && cookie ? client.setupFromCookies(cookie) : null;
  const kind = descriptor?.kind;
  const active = !!kind && !!setup && !client!.isDefaultFor(kind, setup);
  // A stored setup whose module is still loading: the demo waits rather than run its own code.
  const pending = !!kind && cookie !== '' && !client;
  const summary = !kind
    ? ''
    : setup
      ? client!.setupSummary(kind, setup)
      : kind === 'grid'
        ? 'Density: standard'
        : 'Day.js · en-US';
  const [state, setState] = React.useState<{ summary?: string; code?: DemoCode; error?: string }>({});
  React.useEffect(() => {
    if (!active || !wanted || !descriptor) return undefined;
    let live = true;
    client!.fetchSetupCode(id, descriptor.version, descriptor.kind, setup!).then(
      (code) => live && setState({ summary, code }),
      (error: Error) => live && setState({ summary, error: error.message }),
    );
    return () => {
      live = false;
    };
    // `summary` stands for the fields of the setup this demo follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, active, wanted, summary, descriptor?.version]);
  const current = active && state.summary === summary ? state : {};
  // The setup's code could not be loaded: the demo falls back to its own (the note says why).
  const uses = active && !current.error;

  const panelId = `${React.useId()}-setup`;
  const [opened, setOpened] = React.useState(false);
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
  const notes = [...(current.code?.setup?.notes ?? []), ...(current.error ? [current.error] : [])];
  const extras = kind ? (
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
  /** The code Copy and the sandboxes use: the setup's when it applies. */
  const load = async (): Promise<DemoCode> =>
    uses && descriptor
      ? (await loadSetupClient()).fetchSetupCode(id, descriptor.version, descriptor.kind, setup!)
      : fetchDemoCode(id);
  return {
    /** The demo runs and shows the setup's code rather than its own. */
    active: uses,
    /** The setup's code, once it has arrived; the demo waits for it (or for the module) meanwhile. */
    code: current.code,
    waiting: pending || (uses && !current.code),
    action,
    extras,
    load,
    /** Remounts the editor when the setup changes. */
    key: active ? summary : '',
  };
}
