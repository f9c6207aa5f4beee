'use client';
import * as React from 'react';
import SetupLive, { type LiveSetup } from './live';
import SetupPanel from './SetupPanel';
import type { SetupKind } from './setup';

/**
 * The setup's part of a demo beyond its toolbar button, loaded when the reader has a stored
 * setup or first presses the button (frame.tsx): the stored setup's code (live.tsx) and the
 * panel, a native popover. Its first opening is `showPopover()` once this module has loaded;
 * after that the button is the popover's invoker (`popovertarget`), so the browser toggles it,
 * closes it on Escape or a click outside, and this gives focus back to the button.
 */
export default function SetupExtras({
  id,
  kind,
  version,
  cookie,
  wanted,
  opened,
  panelId,
  onChange,
}: {
  id: string;
  kind: SetupKind;
  version: string;
  cookie: string;
  wanted: boolean;
  opened: boolean;
  panelId: string;
  onChange: (live: LiveSetup) => void;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const shown = React.useRef(false);
  React.useEffect(() => {
    if (!opened || shown.current) return undefined;
    // After the click's own default action: when this module was already loaded (a stored
    // setup), this effect runs inside the click, the button already names the popover, and the
    // browser's toggle would close a popover opened here. Open it only if that did not.
    const timer = window.setTimeout(() => {
      shown.current = true;
      const panel = ref.current;
      if (panel && !panel.matches(':popover-open')) panel.showPopover();
    });
    return () => window.clearTimeout(timer);
  }, [opened]);
  const onToggle = (event: React.SyntheticEvent) => {
    if ((event as unknown as ToggleEvent).newState !== 'closed') return;
    const focus = document.activeElement;
    if (focus && focus !== document.body && !ref.current?.contains(focus)) return;
    document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(panelId)}"]`)?.focus();
  };
  return (
    <>
      {cookie ? (
        <SetupLive
          id={id}
          kind={kind}
          version={version}
          cookie={cookie}
          wanted={wanted}
          onChange={onChange}
        />
      ) : null}
      <div
        ref={ref}
        popover="auto"
        id={panelId}
        className="demo-setup-panel"
        role="dialog"
        aria-label={`Demo setup for ${kind === 'grid' ? 'Data Grid' : 'Date and Time Pickers'} demos`}
        onToggle={onToggle}
      >
        {opened ? <SetupPanel kind={kind} panelId={panelId} /> : null}
      </div>
    </>
  );
}
