'use client';
import * as React from 'react';

/**
 * State of a dialog whose code loads on first use: `requested` turns true at the first
 * `show()` and stays true, so the lazily loaded dialog stays mounted (and can animate out).
 */
export function useDeferredDialog() {
  const [requested, setRequested] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const show = React.useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const close = React.useCallback(() => setOpen(false), []);
  return { requested, open, show, close };
}
