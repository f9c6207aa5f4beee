/** Words of a path, for comparing a mistyped URL with the pages that exist. */
function words(path: string): string[] {
  return path.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && w !== 'x');
}

/**
 * The pages whose paths share the most words with the requested one, best first.
 * `/x/react-data-grid/sortng` still finds Sorting through `react`, `data`, `grid`.
 */
export function closestPages<T extends { href: string }>(requested: string, candidates: readonly T[], limit = 3): T[] {
  const wanted = new Set(words(requested));
  if (!wanted.size) return [];
  return candidates
    .map((c) => {
      const have = words(c.href);
      const shared = have.filter((w) => wanted.has(w)).length;
      // Prefix matches catch typos at the end of a word (sortng ~ sorting).
      const partial = have.filter((w) => [...wanted].some((v) => v.length > 3 && w.startsWith(v.slice(0, 4)))).length;
      return { c, score: shared * 2 + partial - have.length * 0.01 };
    })
    .filter((r) => r.score >= 1)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.c);
}
