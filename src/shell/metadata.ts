import type { Metadata } from 'next';
import { siteUrl } from '../config';
import { canonicalPath } from '../navigation/paths';
import { getProductInfoFromUrl } from '../navigation/product';

/**
 * Metadata every page carries: title, description, canonical URL, and the product meta tags
 * (`mui:productId`, `mui:productCategoryId`) derived from the URL.
 */
export function pageMetadata(url: string, title: string, description?: string): Metadata {
  const { productId, productCategoryId } = getProductInfoFromUrl(url);
  return {
    title,
    description,
    alternates: { canonical: canonicalPath(url) },
    other: { 'mui:productId': productId, 'mui:productCategoryId': productCategoryId },
  };
}

export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'MUI X', template: '%s - MUI X' },
  description:
    'Documentation for the MUI X React components: Data Grid, Date and Time Pickers, Charts and Tree View.',
};
