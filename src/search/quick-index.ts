/** One entry of the quick search: a page, or a section of a page. */
export interface QuickEntry {
  href: string;
  title: string;
  /** The section heading, for entries that point into a page. */
  section?: string;
  plan?: 'pro' | 'premium';
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Ranks entries for a query: every word of the query must occur in the page title or the
 * section; a match at the start of a word and a match in the title count for more, and pages
 * come before their sections. Returns at most `limit` entries.
 */
export function rankEntries(entries: readonly QuickEntry[], query: string, limit = 12): QuickEntry[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const scored: { entry: QuickEntry; score: number }[] = [];
  for (const entry of entries) {
    const title = normalize(entry.title);
    const section = normalize(entry.section ?? '');
    let score = entry.section ? 0 : 1;
    let matchesAll = true;
    for (const word of words) {
      const inTitle = title.indexOf(word);
      const inSection = section.indexOf(word);
      if (inTitle === -1 && inSection === -1) {
        matchesAll = false;
        break;
      }
      const target = inSection !== -1 && entry.section ? section : title;
      const at = inSection !== -1 && entry.section ? inSection : inTitle;
      score += 2 + (at === 0 || /\W/.test(target[at - 1] ?? ' ') ? 2 : 0) + (inTitle !== -1 ? 1 : 0);
    }
    if (matchesAll) scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.entry);
}
