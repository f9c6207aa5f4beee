/**
 * Starts code that loads on demand (a dynamic import) from an effect, and returns the effect's
 * cleanup: it stops what was started, or what is still arriving once it arrives. For behaviour
 * that every page runs after hydration but need not be in its first load (issue 22), e.g.
 * `useEffect(() => startLater(() => import('./color-mode'), (m) => m.startColorMode()), [])`.
 */
export function startLater<M>(
  load: () => Promise<M>,
  start: (mod: M) => (() => void) | void,
  onError?: (error: unknown) => void,
): () => void {
  let stop: (() => void) | void;
  let cancelled = false;
  load()
    .then((mod) => {
      if (!cancelled) stop = start(mod);
    })
    .catch((error: unknown) => {
      // Loading or starting failed: the caller's report, else the console's unhandled rejection.
      if (!onError) throw error;
      onError(error);
    });
  return () => {
    cancelled = true;
    stop?.();
  };
}
