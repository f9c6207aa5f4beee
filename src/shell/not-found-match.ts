/** Words of a path, for comparing a mistyped URL with the pages that exist. */
function words(path: string): string[] {
  return path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && w !== 'x');
}

function bigrams(word: string): string[] {
  return Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2));
}

/** Dice similarity of two words' letter pairs: 1 for equal words, high for small typos. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const pairs = bigrams(b);
  const matched = bigrams(a).filter((pair) => {
    const index = pairs.indexOf(pair);
    if (index === -1) return false;
    pairs.splice(index, 1);
    return true;
  }).length;
  return (2 * matched) / (a.length + b.length - 2);
}

/**
 * The pages whose paths are closest to the requested one, best first: each word of the
 * request counts if some word of the page is similar enough (`licencing` finds `licensing`).
 */
export function closestPages<T extends { href: string }>(
  requested: string,
  candidates: readonly T[],
  limit = 3,
): T[] {
  const wanted = words(requested);
  if (!wanted.length) return [];
  return candidates
    .map((candidate) => {
      const have = words(candidate.href);
      const score = wanted.reduce((sum, w) => {
        const best = Math.max(0, ...have.map((h) => similarity(w, h)));
        return best >= 0.6 ? sum + best : sum;
      }, 0);
      return { candidate, score: score - have.length * 0.01 };
    })
    .filter((r) => r.score > 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.candidate);
}
