import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web fonts next/font preloads on every page, read from the build's font manifest, for the
 * one document Next does not preload them in: the 404 page (app/global-not-found.tsx, a
 * document of its own). With `font-display: optional` a font that is not preloaded misses the
 * first paint, so a cold visit to a 404 showed the fallback font. Empty where there is no
 * manifest (the dev server): a missing preload only costs the font on that one page.
 */
export function fontPreloadHrefs(distDir = join(process.cwd(), '.next')): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'server', 'next-font-manifest.json'), 'utf8')) as {
      app?: Record<string, string[]>;
    };
    const files = new Set(Object.values(manifest.app ?? {}).flat());
    return [...files].filter((file) => file.endsWith('.woff2')).map((file) => `/_next/${file}`);
  } catch {
    return [];
  }
}
