import { serverDeps } from '@/src/server/api/deps';
import { handleEvents } from '@/src/server/api/handlers';

// Analytics events, batched, often sent by navigator.sendBeacon (src/analytics/transport.ts).
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleEvents(request, serverDeps);
}
