import { describe, expect, it } from 'vitest';
import { guardRequest } from './request-guard';

describe('guardRequest', () => {
  it('lets ordinary requests through', () => {
    expect(guardRequest('GET', '/x/react-data-grid/sorting/')).toBeNull();
    expect(guardRequest('HEAD', '/llms.txt')).toBeNull();
    expect(guardRequest('GET', '/x/caf%C3%A9/')).toBeNull();
    expect(guardRequest('POST', '/api/feedback/')).toBeNull();
    expect(guardRequest('OPTIONS', '/api/events/')).toBeNull();
  });

  it('answers 400 to malformed percent escapes', async () => {
    for (const path of ['/x/%zz/', '/markdown/%c0%ae%c0%ae/x.md', '/x/%E0%A4%A/', '/api/feedback/%']) {
      const response = guardRequest('GET', path);
      expect(response?.status, path).toBe(400);
      expect(await response!.text()).toMatch(/percent-encoding/);
    }
  });

  it('answers 405 with Allow to methods a path does not have', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/x/introduction/', 'GET, HEAD'],
      ['POST', '/x/introduction/', 'GET, HEAD'],
      ['PUT', '/', 'GET, HEAD'],
      ['TRACE', '/api/feedback/', 'POST, OPTIONS'],
      ['DELETE', '/api/events/', 'POST, OPTIONS'],
      ['POST', '/api/demo-data/employees/', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/demo-data/', 'GET, HEAD, OPTIONS'],
      ['PATCH', '/api/demo-data/employees/', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/demo-data/employees/12/', 'GET, HEAD, PATCH, OPTIONS'],
      ['PUT', '/api/demo-data/employees/12', 'GET, HEAD, PATCH, OPTIONS'],
    ] as const) {
      const response = guardRequest(method, path)!;
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.text()).toContain(method);
    }
  });

  it('lets PATCH through to a row of the demo data API only', () => {
    expect(guardRequest('PATCH', '/api/demo-data/employees/12/')).toBeNull();
    expect(guardRequest('PATCH', '/api/demo-data/employees/12/x/')?.status).toBe(405);
  });

  it('answers 404 to the image optimizer, which is off', () => {
    expect(guardRequest('GET', '/_next/image')?.status).toBe(404);
    expect(guardRequest('GET', '/_next/image/')?.status).toBe(404);
  });

  it('sends its refusals as plain text with the security headers, never cached', () => {
    const response = guardRequest('TRACE', '/')!;
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
