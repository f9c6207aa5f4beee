/**
 * Compares what the generator produced with the outline's API entries, both ways, so a
 * component that disappears from a package (or appears in one) is noticed at the next build.
 */
import type { ApiProduct } from '../../navigation/types';
import { OUTLINE_API } from '../outline';

export interface ApiCoverage {
  product: ApiProduct;
  /** In the outline, not generated. */
  missing: string[];
  /** Generated, not in the outline. */
  extra: string[];
  /** In both, but with a different plan. */
  planDiffers: string[];
}

export function compareWithOutline(
  product: ApiProduct,
  generated: readonly { name: string; plan?: string }[],
): ApiCoverage {
  const outline = OUTLINE_API[product];
  const have = new Map(generated.map((g) => [g.name, g.plan]));
  const listed = new Map(outline.map((o) => [o.name, o.plan]));
  return {
    product,
    missing: outline.filter((o) => !have.has(o.name)).map((o) => o.name),
    extra: generated.filter((g) => !listed.has(g.name)).map((g) => g.name),
    planDiffers: outline
      .filter((o) => have.has(o.name) && have.get(o.name) !== o.plan)
      .map(
        (o) => `${o.name} (outline: ${o.plan ?? 'community'}, package: ${have.get(o.name) ?? 'community'})`,
      ),
  };
}

/** `undocumented`: exports the generator saw and left out, to say why an entry is missing. */
export function formatCoverage(c: ApiCoverage, undocumented: readonly string[]): string {
  const lines = [
    `  ${c.product}: ${OUTLINE_API[c.product].length - c.missing.length} of ${OUTLINE_API[c.product].length} outline entries generated`,
  ];
  const why = (name: string) =>
    undocumented.some((u) => u.replace(/^Unstable_/, '') === name)
      ? `${name} (exported, but its declarations document nothing: no description, no documented prop)`
      : `${name} (not exported by the installed packages)`;
  if (c.missing.length) lines.push(`    not generated: ${c.missing.map(why).join('; ')}`);
  if (c.extra.length) lines.push(`    generated beyond the outline: ${c.extra.join(', ')}`);
  if (c.planDiffers.length) lines.push(`    plan differs: ${c.planDiffers.join('; ')}`);
  return lines.join('\n');
}
