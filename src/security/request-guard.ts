/**
 * Requests the site cannot answer, refused before routing with a short reason (proxy.ts).
 * Left to Next, each of these answered 500 without logging anything:
 *   - a malformed percent escape in the path (`/x/%zz/`, overlong UTF-8 `%c0%ae`): 400;
 *   - a method pages do not have (TRACE, PUT...): 405 with `Allow`;
 *   - the image optimizer, which no page uses (images.unoptimized in next.config.ts): 404.
 */
import { PLAIN_TEXT_CSP, SECURITY_HEADERS } from './headers';

const PAGE_METHODS = ['GET', 'HEAD'];
// The two write endpoints export POST; Next answers OPTIONS and refuses GET itself.
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
// The demo data API reads; a row's URL also checks a change with PATCH, storing nothing
// (src/demo-data/handler.ts).
const DEMO_DATA_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const DEMO_DATA_ROW_METHODS = ['GET', 'HEAD', 'PATCH', 'OPTIONS'];
const DEMO_DATA_ROW = /^\/api\/demo-data\/[^/]+\/[^/]+\/?$/;

function refuse(status: number, reason: string, extra: Record<string, string> = {}): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': PLAIN_TEXT_CSP,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}

/** The refusal for a request, or null to let Next route it. `pathname` is still percent-encoded. */
export function guardRequest(method: string, pathname: string): Response | null {
  const api = pathname.startsWith('/api/');
  const demoData = pathname === '/api/demo-data' || pathname.startsWith('/api/demo-data/');
  const demoMethods = DEMO_DATA_ROW.test(pathname) ? DEMO_DATA_ROW_METHODS : DEMO_DATA_METHODS;
  const allowed = demoData ? demoMethods : api ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method.toUpperCase())) {
    return refuse(405, `Method ${method.toUpperCase()} is not allowed here.`, {
      Allow: (demoData ? demoMethods : api ? ['POST', 'OPTIONS'] : PAGE_METHODS).join(', '),
    });
  }
  try {
    decodeURIComponent(pathname);
  } catch {
    return refuse(400, 'Malformed percent-encoding in the path.');
  }
  if (pathname === '/_next/image' || pathname.startsWith('/_next/image/')) {
    return refuse(404, 'Image optimization is off: images are served as they are.');
  }
  return null;
}
