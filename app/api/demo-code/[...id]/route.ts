import { clientKey, proxyTrustFromEnv } from '@/src/server/api/client-address';
import { WindowBudget } from '@/src/server/api/guard';
import { handleSetupCode } from '@/src/demo/setup/serve';

// A demo's code written for the reader's setup, highlighted on the server (src/demo/setup/serve.ts).
export const dynamic = 'force-dynamic';

const perMinute = Number(process.env.DEMO_SETUP_PER_MINUTE ?? 120);
// Renders (cache misses) per client a minute: each runs Prettier and Shiki four times.
const limiter = new WindowBudget(Number.isFinite(perMinute) && perMinute >= 1 ? perMinute : 120);
const proxy = proxyTrustFromEnv();

export async function GET(request: Request, { params }: { params: Promise<{ id: string[] }> }) {
  const id = (await params).id.join('/');
  return handleSetupCode(request, id, () => limiter.take(clientKey(request.headers, proxy), 1));
}
