import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link in page content: client-side navigation inside the site, `noopener` outside it.
 * It prefetches when the reader points at or focuses it (`src/shell/DelegatedLinks.tsx`), not
 * when it scrolls into view: a page's text links to dozens of pages the reader will not open.
 */
export function SiteLink({
  href = '',
  children,
  prefetch = false,
  ...rest
}: ComponentProps<'a'> & { prefetch?: boolean }) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={prefetch} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...rest} rel={external ? 'noopener' : undefined}>
      {children}
    </a>
  );
}
