import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { guardRequest } from './request-guard';

/**
 * Methods the Fetch standard forbids in a Request (`new Request(url, { method: 'TRACE' })`
 * throws). Next builds a Request for its proxy and its route modules, so a TRACE request
 * reached neither proxy.ts nor a page: it threw inside Next and answered 500. (Node's own
 * parser already answers 400 to methods it does not know, such as TRACK.)
 */
const FORBIDDEN = new Set(['TRACE', 'TRACK', 'CONNECT']);

let installed = false;

/**
 * Answers forbidden methods with the request guard's 405 before Next sees the request, by
 * wrapping the 'request' event of Node's HTTP servers (the one `next start` creates included).
 * Called once from instrumentation.ts at server start.
 */
export function refuseForbiddenMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (FORBIDDEN.has(request.method ?? '')) {
        void answer(request, response);
        return true;
      }
    }
    return (emit as (...all: unknown[]) => boolean).call(this, event, ...args);
  } as Server['emit'];
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const refusal = guardRequest(request.method!, (request.url ?? '/').split('?')[0]!)!;
  response.writeHead(refusal.status, Object.fromEntries(refusal.headers));
  response.end(await refusal.text());
}
