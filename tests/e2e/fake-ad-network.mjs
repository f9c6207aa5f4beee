// A fake ad network for the browser tests, on 127.0.0.1:4555 (the test build points
// AD_NETWORK_SCRIPT_URL and AD_NETWORK_JSON_URL here). What it answers depends on the browser's
// user agent, so tests running in parallel each get their own network:
//   "adtest-network"        the JSON endpoint returns a usable ad (after one without statlink)
//   "adtest-network-script" the script inserts the network's element into the ad slot
//   "adtest-crash"          the JSON ad has a malformed field that makes the ad component throw
//   anything else           an empty script and no ads: the site sees a blocked network
import { createServer } from 'node:http';

const PORT = Number(process.env.FAKE_AD_PORT ?? 4555);
const BASE = `http://127.0.0.1:${PORT}`;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

const ad = (company) => ({
  statlink: `${BASE}/click`,
  statimp: `${BASE}/imp.gif`,
  pixel: `${BASE}/pixel.gif?t=[timestamp]`,
  timestamp: '1234',
  image: `${BASE}/logo.gif`,
  company,
  description: 'An ad served by the test network.',
});

createServer((request, response) => {
  const ua = request.headers['user-agent'] ?? '';
  const url = new URL(request.url, BASE);
  const send = (status, type, body) => {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  if (url.pathname === '/health') return send(200, 'text/plain', 'ok');
  if (url.pathname === '/ads.json') {
    if (ua.includes('adtest-crash'))
      return send(200, 'application/json', JSON.stringify({ ads: [ad({ not: 'a string' })] }));
    if (ua.includes('adtest-network') && !ua.includes('adtest-network-script')) {
      return send(
        200,
        'application/json',
        JSON.stringify({ ads: [{ company: 'No statlink' }, ad('Fake Network Co')] }),
      );
    }
    return send(200, 'application/json', JSON.stringify({ ads: [] }));
  }
  if (url.pathname === '/ad.js') {
    const body = ua.includes('adtest-network-script')
      ? `(() => { const slot = document.currentScript.parentElement; const el = document.createElement('div'); el.id = 'carbonads'; el.textContent = 'Script network ad'; slot.appendChild(el); })();`
      : '/* no ad for this reader */';
    return send(200, 'application/javascript', body);
  }
  if (url.pathname.endsWith('.gif')) return send(200, 'image/gif', GIF);
  return send(404, 'text/plain', 'not found');
}).listen(PORT, '127.0.0.1');
