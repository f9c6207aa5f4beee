/**
 * A bounded local load on the feedback endpoint, for its throughput and latency.
 *   command: npm run load:feedback -- [base URL, default http://127.0.0.1:3000] [seconds, default 20]
 * Start the server first with a high rate limit, e.g.
 *   RATE_LIMIT_PER_MINUTE=100000000 npm start          (SQLite)
 *   DATABASE_URL=postgres://… RATE_LIMIT_PER_MINUTE=100000000 npm start   (PostgreSQL)
 * Prints requests per second, latency percentiles and any non-201 answers.
 */
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.argv[3] ?? 20);

async function main(): Promise<void> {
  const result = await autocannon({
    url: `${base}/api/feedback/`,
    method: 'POST',
    connections: 10,
    duration,
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify({ pathname: '/x/introduction/', helpful: 'yes', comment: 'Load test' }),
  });
  const { requests, latency, non2xx, errors } = result;
  console.log(
    `POST /api/feedback/ for ${duration} s, 10 connections: ${requests.average.toFixed(0)} requests/s on average, ` +
      `${requests.total} in all; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `${non2xx} non-2xx answers, ${errors} errors.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
