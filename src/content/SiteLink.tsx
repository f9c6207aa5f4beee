import type { ComponentProps } from 'react';

/**
 * A link in page content. A plain anchor, also inside the site: the site's one delegated listener
 * (`src/shell/DelegatedLinks.tsx`) opens internal pages in the app and prefetches them when the
 * reader points at or focuses the link, not when it scrolls into view (a page's text links to
 * dozens of pages the reader will not open). `next/link` is not used in the docs shell: it and
 * its helpers were 2.5 KB of gzipped JavaScript on every guide page's first load.
 */
export function SiteLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...rest} rel={external ? 'noopener' : rest.rel}>
      {children}
    </a>
  );
}
