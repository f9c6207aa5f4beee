/**
 * Times the card renderer and estimates what the images add to a build:
 *   npx tsx src/og/measure.ts [output directory for sample PNGs]
 * Renders every guide and API card once (as `next build` does), after one warm-up render.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageSources } from '../../generated/content-index';
import { apiManifest, API_PRODUCTS } from '../api/load';
import { apiCardData, blogCardData, guideCardData, type OgCardData } from './labels';
import { renderOgImage } from './render';

async function time(data: OgCardData): Promise<{ ms: number; png: Buffer }> {
  const start = performance.now();
  const png = Buffer.from(await (await renderOgImage(data)).arrayBuffer());
  return { ms: performance.now() - start, png };
}

async function main() {
  const outDir = process.argv[2];
  const guides = Object.keys(pageSources).map((p) => guideCardData(p)!);
  const apis = API_PRODUCTS.flatMap((product) => [
    apiCardData(product)!,
    ...apiManifest.products[product].entries.map((e) => apiCardData(product, e.slug)!),
  ]);
  const blog = blogCardData({
    title: 'Measuring the cost of build-time social images on a documentation site',
    description: 'One sample post, to time a card with a long title and a two-line description.',
    date: '2025-03-14',
    tags: ['Data Grid'],
  });

  const cold = await time(guides[0]!);
  const samples = new Map<string, Buffer>();
  const run = async (cards: OgCardData[]) => {
    let total = 0;
    for (const card of cards) {
      const { ms, png } = await time(card);
      total += ms;
      samples.set(`${card.section}-${card.title}`.replace(/\W+/g, '-').toLowerCase(), png);
    }
    return total;
  };
  const guideMs = await run(guides);
  const apiMs = await run(apis);
  const blogMs = await run([blog]);

  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`first render (fonts, wasm start-up): ${cold.ms.toFixed(0)} ms`);
  console.log(
    `guides: ${guides.length} cards, ${fmt(guideMs)}, ${(guideMs / guides.length).toFixed(1)} ms each`,
  );
  console.log(`API:    ${apis.length} cards, ${fmt(apiMs)}, ${(apiMs / apis.length).toFixed(1)} ms each`);
  console.log(`blog:   1 card, ${blogMs.toFixed(1)} ms`);
  console.log(`total on one core: ${fmt(cold.ms + guideMs + apiMs)}`);

  if (outDir) {
    await mkdir(outDir, { recursive: true });
    for (const [name, png] of samples) await writeFile(join(outDir, `${name}.png`), png);
    console.log(`wrote ${samples.size} PNGs to ${outDir}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
