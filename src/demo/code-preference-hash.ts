/**
 * A link such as `/x/…/licensing/#BasicSorting.js` stores the code variant it asks for, on any
 * page (spec: code preferences). This watcher is all of it that every page loads: the
 * preference store (CodePreferences.tsx) arrives only when the hash asks for something.
 */
const ASKS = /\.(js|tsx)$/;

export function watchCodePreferenceHash(): () => void {
  const check = () => {
    if (ASKS.test(window.location.hash)) void import('./CodePreferences').then((mod) => mod.applyHash());
  };
  check();
  window.addEventListener('hashchange', check);
  return () => window.removeEventListener('hashchange', check);
}
