import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseForbiddenMethods } from './refuse-forbidden-methods';

let server: Server;
let port: number;

beforeAll(async () => {
  refuseForbiddenMethods();
  server = createServer((_req, res) => res.end('routed'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (method: string, path: string) =>
  new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('refuseForbiddenMethods', () => {
  it('answers TRACE with 405 before the server handles it', async () => {
    expect(await send('TRACE', '/x/introduction/')).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: 'Method TRACE is not allowed here.\n',
    });
    expect((await send('TRACE', '/api/feedback/')).allow).toBe('POST, OPTIONS');
  });

  it('passes every other request on', async () => {
    expect((await send('GET', '/')).body).toBe('routed');
    expect((await send('DELETE', '/')).body).toBe('routed');
  });
});
