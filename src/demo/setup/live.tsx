'use client';
import * as React from 'react';
import type { DemoCode } from '../types';
import { fetchSetupCode } from './client';
import { isDefaultFor, setupFromCookies, setupSummary, type SetupKind } from './setup';

/** What the frame gets from the reader's stored setup (frame.tsx). */
export interface LiveSetup {
  summary: string;
  /** The demo runs and shows the setup's code rather than its own. */
  active: boolean;
  /** The setup's code, once it has arrived. */
  code?: DemoCode;
  /** Copy and the sandboxes: the setup's code. */
  load: () => Promise<DemoCode>;
}

/**
 * The stored setup of one demo, loaded only when the reader has one: reads the cookie, fetches
 * the demo's code for it once `wanted`, reports it to the frame, and shows what the setup could
 * not change (a library with no version of this demo, in the translator's words). When the
 * code cannot be loaded, the demo runs its own and the note says why.
 */
export default function SetupLive({
  id,
  kind,
  version,
  cookie,
  wanted,
  onChange,
}: {
  id: string;
  kind: SetupKind;
  version: string;
  cookie: string;
  wanted: boolean;
  onChange: (live: LiveSetup) => void;
}) {
  const setup = React.useMemo(() => setupFromCookies(cookie), [cookie]);
  const summary = setupSummary(kind, setup);
  const active = !isDefaultFor(kind, setup);
  const [state, setState] = React.useState<{ summary?: string; code?: DemoCode; error?: string }>({});
  React.useEffect(() => {
    if (!active || !wanted) return undefined;
    let live = true;
    fetchSetupCode(id, version, kind, setup).then(
      (code) => live && setState({ summary, code }),
      (error: Error) => live && setState({ summary, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id, version, kind, setup, summary, active, wanted]);
  const current = active && state.summary === summary ? state : {};
  const uses = active && !current.error;
  React.useEffect(() => {
    onChange({
      summary,
      active: uses,
      code: current.code,
      load: () => fetchSetupCode(id, version, kind, setup),
    });
  }, [onChange, summary, uses, current.code, id, version, kind, setup]);
  const notes = [...(current.code?.setup?.notes ?? []), ...(current.error ? [current.error] : [])];
  return notes.length ? (
    <p className="demo-setup-note" data-demo-setup-note="">
      {notes.join(' ')}
    </p>
  ) : null;
}
