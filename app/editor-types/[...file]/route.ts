import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The live editor's type checker: its worker script, manifest and declaration packs, written
// by scripts/build-editor-types.ts into generated/editor-types/ and prerendered here as static
// files. Every name carries a content hash: src/security/headers.ts caches them for a year.
export const dynamic = 'force-static';
export const dynamicParams = false;

const DIR = join(/* turbopackIgnore: true */ process.cwd(), 'generated/editor-types');

export function generateStaticParams() {
  return readdirSync(DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|json)$/.test(file))
    .map((file) => ({ file: file.split(/[\\/]/) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const file = (await params).file.join('/');
  if (!/^(packs\/)?[\w.-]+\.(js|json)$/.test(file)) return new Response('Not found', { status: 404 });
  const body = await readFile(join(DIR, file), 'utf8').catch(() => null);
  if (body === null) return new Response('Not found', { status: 404 });
  const type = file.endsWith('.js') ? 'text/javascript' : 'application/json';
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}
