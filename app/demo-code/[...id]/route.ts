import demoIndex from '@/generated/demo-index.json';
import { readDemoCode } from '@/src/demo/demo-code';

// One static JSON file per demo, written at build: `/demo-code/<page>/<Name>.json`.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return demoIndex.map((demo) => {
    const parts = demo.id.split('/');
    return { id: [...parts.slice(0, -1), `${parts.at(-1)}.json`] };
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string[] }> }) {
  const id = (await params).id.join('/').replace(/\.json$/, '');
  const code = await readDemoCode(id);
  return code ? Response.json(code) : Response.json({ error: `No demo ${id}` }, { status: 404 });
}
