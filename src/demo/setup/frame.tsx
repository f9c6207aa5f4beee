'use client';
import * as React from 'react';
import type { ToolbarAction } from '../DemoToolbar';
import { fetchDemoCode } from '../use-demo-code';
import type { DemoCode, DemoDescriptor } from '../types';
import type { LiveSetup } from './live';
import { useSetupCookie } from './store';

// Loaded when the reader has a stored setup or first presses the setup button.
const SetupExtras = React.lazy(() => import('./extras'));

/**
 * What the demo frame needs for the reader's setup: the toolbar's setup button, and, from
 * extras.tsx, the panel and the stored setup's code, which the demo runs, shows, copies and
 * sends to sandboxes instead of its own. This much is in every demo page's first load; a
 * reader without a stored setup loads nothing more until they press the button.
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
          // The popover exists once extras.tsx has loaded; its first opening is showPopover().
          popoverTarget: opened ? panelId : undefined,
          onClick: () => setOpened(true),
        },
      ]
    : [];
  const extras =
    kind && (stored || opened) ? (
      <React.Suspense fallback={null}>
        <SetupExtras
          id={id}
          kind={kind}
          version={descriptor.version}
          cookie={stored ? cookie : ''}
          wanted={wanted}
          opened={opened}
          panelId={panelId}
          onChange={setLive}
        />
      </React.Suspense>
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
