const RELOADED_AT = 'mui-docs-sw-reloaded-at';

/**
 * Registers /x/sw.js (spec section 7). When a new worker takes over a page that an older one
 * controlled, the page reloads once, when it has focus (or as soon as it gets it), and never
 * twice within a minute, so an update can never loop. Returns a cleanup.
 */
export function registerServiceWorker(): () => void {
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    reloading = true;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  };
  const onChange = () => {
    // The first install takes control of a page that had no worker: nothing to refresh.
    if (!hadController) return;
    if (document.hasFocus()) reload();
    else window.addEventListener('focus', reload, { once: true });
  };
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  navigator.serviceWorker.register('/x/sw.js', { scope: '/x/' }).catch(() => {
    // No worker: the site works as before, only without offline pages.
  });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}
