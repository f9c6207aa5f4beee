/** HTML reading for the link checker: plain regular expressions over prerendered markup. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m);

/** The href of every `<a>` element. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** Every element id, the targets of `#fragment` links. */
export function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));
}

/** How many `<h1>` elements the page has. */
export function h1Count(html: string): number {
  return (html.match(/<h1[\s>]/g) ?? []).length;
}

/** An internal link as a URL on the checked origin, or null for external and non-HTTP links. */
export function internalUrl(href: string, page: URL): URL | null {
  if (/^(mailto:|tel:|javascript:)/i.test(href)) return null;
  const url = new URL(href, page);
  return url.origin === page.origin ? url : null;
}
