import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloadHrefs } from './font-preloads';

describe('fontPreloadHrefs', () => {
  it('lists each woff2 font of the build once, as a URL', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fonts-'));
    mkdirSync(join(dist, 'server'));
    const fonts = ['static/media/inter.woff2', 'static/media/jakarta.woff2'];
    writeFileSync(
      join(dist, 'server', 'next-font-manifest.json'),
      JSON.stringify({ app: { '[project]/app/page': fonts, '[project]/app/x/page': fonts } }),
    );
    expect(fontPreloadHrefs(dist)).toEqual([
      '/_next/static/media/inter.woff2',
      '/_next/static/media/jakarta.woff2',
    ]);
  });

  it('is empty without a build', () => {
    expect(fontPreloadHrefs(join(tmpdir(), 'no-such-build'))).toEqual([]);
  });
});
