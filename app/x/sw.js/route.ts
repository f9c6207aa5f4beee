import { BUILD_ID } from '@/generated/build-info';
import { workerSource } from '@/src/sw/worker';

// Written once per build: the build id makes each build's worker byte-different.
export const dynamic = 'force-static';

export function GET() {
  return new Response(workerSource(BUILD_ID), {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      // Browsers check for a new worker on every navigation instead of trusting a cached one.
      'cache-control': 'no-cache',
    },
  });
}
