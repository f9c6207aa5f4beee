import type { MetadataRoute } from 'next';
import { siteUrl } from '@/src/config';

export const dynamic = 'force-static';

/** Crawlers may read every page; the endpoints and the isolated demo frames are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/demo-frame/', '/demo-code/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
