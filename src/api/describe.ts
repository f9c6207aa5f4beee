import type { ApiPageData } from './types';

/** One line describing the page, for its header and metadata. */
export function apiPageDescription(page: ApiPageData): string {
  const from = `read from ${page.source.package} ${page.source.version}`;
  if (page.kind === 'interface') return `Every property of the ${page.name} type, ${from}.`;
  const parts = [
    'props',
    ...(page.slots.length ? ['slots'] : []),
    ...(page.classes.length ? ['CSS classes'] : []),
  ];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `The ${list} of the ${page.name} component, ${from}.`;
}
