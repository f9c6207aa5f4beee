import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link in page content: client-side navigation inside the site, `noopener` outside it.
 * `prefetch={false}` for long lists of links (API indexes), which would otherwise fetch every
 * linked page as it scrolls into view.
 */
export function SiteLink({
  href = '',
  children,
  prefetch,
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
