import Link from 'next/link';
import type { ComponentProps } from 'react';

/** A link in page content: client-side navigation inside the site, `noopener` outside it. */
export function SiteLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...rest}>
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
