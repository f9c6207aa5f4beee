import type { ApiProduct, NavItem } from '../navigation/types';
import type { ApiManifest } from './types';

/**
 * The API entries of the navigation tree, from the generated manifest: an index page, then
 * the components, then the interfaces under their own subheader (as the outline groups them).
 */
export function apiNavEntries(manifest: ApiManifest): Record<ApiProduct, NavItem[]> {
  const out = {} as Record<ApiProduct, NavItem[]>;
  for (const [product, { entries }] of Object.entries(manifest.products) as [
    ApiProduct,
    ApiManifest['products'][ApiProduct],
  ][]) {
    const leaf = (e: (typeof entries)[number]): NavItem => ({
      pathname: `/x/api/${product}/${e.slug}`,
      title: e.name,
      ...(e.plan ? { plan: e.plan } : {}),
    });
    const components = entries.filter((e) => e.kind === 'component').map(leaf);
    const interfaces = entries.filter((e) => e.kind === 'interface').map(leaf);
    const items: NavItem[] = [{ pathname: `/x/api/${product}`, title: 'Index' }];
    if (interfaces.length) {
      items.push(
        { pathname: `/x/api/${product}-components-group`, subheader: 'Components', children: components },
        { pathname: `/x/api/${product}-interfaces-group`, subheader: 'Interfaces', children: interfaces },
      );
    } else {
      items.push(...components);
    }
    out[product] = items;
  }
  return out;
}
