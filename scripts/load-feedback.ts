/**
 * A bounded local load on the feedback endpoint, for its throughput and latency, and what that
 * load does to readers: page answer times (p50, p95) with the endpoint idle, then under load.
 *   command: npm run load:feedback -- [base URL, default http://127.0.0.1:3000] [seconds, default 20]
 * Start the server first with high limits, e.g.
 *   RATE_LIMIT_PER_MINUTE=100000000 STORE_ROWS_PER_MINUTE=100000000 npm start          (SQLite)
 *   DATABASE_URL=postgres://… RATE_LIMIT_PER_MINUTE=100000000 STORE_ROWS_PER_MINUTE=100000000 npm start
 * Sends only to the given base URL (use a loopback address); stops by itself.
 */
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.argv[3] ?? 20);
const PAGE = `${base}/x/react-data-grid/sorting/`;

/** Two readers loading a page one after the other until `until`; their answer times in ms. */
async function readers(until: number): Promise<number[]> {
  const times: number[] = [];
  const reader = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      await (await fetch(PAGE)).arrayBuffer();
      times.push(performance.now() - start);
    }
  };
  await Promise.all([reader(), reader()]);
  return times;
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} loads)`;

async function main(): Promise<void> {
  await fetch(PAGE); // warm
  const idle = await readers(Date.now() + 5000);
  const load = autocannon({
    url: `${base}/api/feedback/`,
    method: 'POST',
    connections: 10,
    duration,
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify({ pathname: '/x/introduction/', helpful: 'yes', comment: 'Load test' }),
  });
  const busy = readers(Date.now() + duration * 1000 - 500);
  const { requests, latency, non2xx, errors } = await load;
  console.log(
    `POST /api/feedback/ for ${duration} s, 10 connections: ${requests.average.toFixed(0)} requests/s on average, ` +
      `${requests.total} in all; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `${non2xx} non-2xx answers, ${errors} errors.`,
  );
  console.log(
    `Page ${new URL(PAGE).pathname}, 2 readers: idle ${summary(idle)}; under the load ${summary(await busy)}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
