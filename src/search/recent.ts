/** Recent searches, remembered in this browser only (localStorage), newest first. */
const KEY = 'mui-docs-recent-searches';
const MAX = 6;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX) : [];
  } catch {
    // Storage blocked or a corrupt value: no history rather than no search.
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecent();
  const next = [trimmed, ...readRecent().filter((q) => q.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    MAX,
  );
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search itself still worked.
  }
  return next;
}
