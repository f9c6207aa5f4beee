// The production server (`npm start`): Next's own request handler, the one `next start` uses,
// behind a plain Node HTTP server that does one thing `next start` cannot: it records the
// connection's peer address in a header the app trusts (src/server/api/client-address.ts).
// Next fills X-Forwarded-For from the socket only when a client did not send one, so behind
// `next start` a client could choose the address the rate limit sees. It also sends the build's
// brotli copies of scripts and style sheets (scripts/precompress.ts, src/server/precompressed.mjs),
// and compresses everything else itself, in brotli where the client accepts it: Next's own
// compression (off in next.config.ts) only knows gzip, and a page's HTML repeats its markup in
// the React payload after it, which brotli's larger window finds and gzip's 32 KB one does not.
//   PORT (default 3000), HOST (default: every interface, like `next start`).
import { createServer } from 'node:http';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { precompressedStatic } from './src/server/precompressed.mjs';

const PEER_HEADER = 'x-docs-peer-address';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

const app = next({
  dev: false,
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port,
  hostname: host ?? 'localhost',
});
await app.prepare();
const handle = app.getRequestHandler();
const sendPrecompressed = precompressedStatic(fileURLToPath(new URL('.next', import.meta.url)));
// Quality 5: a 450 KB page takes about 5 ms and comes out a quarter under gzip; 11 took 0.4 s.
// The middleware prefers br, falls back to gzip, and implements res.flush(), which Next calls
// after each chunk of a streamed response.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = createServer((req, res) => {
  // Whatever a client sent under this name is replaced: only the socket knows the peer.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  if (sendPrecompressed(req, res)) return;
  compress(req, res, () => handle(req, res));
});
// As `next start` does: keep-alive connections outlive a load balancer's idle timeout.
if (process.env.KEEP_ALIVE_TIMEOUT) server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT);
server.listen(port, host, () => {
  console.log(`Ready on http://${host ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold close() forever.
    server.closeAllConnections();
  });
}
