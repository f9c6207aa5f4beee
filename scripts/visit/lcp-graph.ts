/**
 * What Lighthouse's simulated LCP (mobile: slow 4G, CPU 4x) charged to a page's largest paint.
 *   inputs:  the URL of a page on a running server
 *   outputs: on stdout, the simulated LCP and, for its optimistic and pessimistic graphs, every
 *            request and main-thread task it simulated before the paint, with simulated start and end
 *   command: npx tsx scripts/visit/lcp-graph.ts http://127.0.0.1:3200/x/introduction/installation/
 *
 * Why: Lighthouse does not time the paint it reports; it records an unthrottled load and replays
 * its requests and tasks on a model network (Lantern). The replay includes every request that
 * finished before the paint was observed, whatever its priority, so a page's LCP can be "waiting"
 * for a script the browser never waited for. This shows which ones (docs/architecture.md, "Why
 * Lighthouse's LCP is about 2 s"). It reads Lighthouse's internal computed artifact, so it is tied
 * to the Lighthouse version in package.json.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';

interface SimNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType: string; priority: string; transferSize: number };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, { startTime: number; endTime: number }>;
}

function describe(node: SimNode): string {
  if (node.type === 'network' && node.request) {
    const { url, resourceType, priority, transferSize } = node.request;
    return `${resourceType} (${priority}, ${(transferSize / 1024).toFixed(1)} KB) ${new URL(url).pathname}`;
  }
  return `main-thread task, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms unthrottled`;
}

async function main(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { LanternLargestContentfulPaint } = await import(
    'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const artifacts = result.artifacts;
  const settings = result.lhr.configSettings;
  const lcp = (await LanternLargestContentfulPaint.request(
    {
      devtoolsLog: artifacts.DevtoolsLog,
      trace: artifacts.Trace,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings } as never,
  )) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  const observed = result.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  console.log(
    `${url}\nsimulated LCP ${Math.round(lcp.timing)} ms (observed unthrottled: first contentful paint ` +
      `${observed?.items?.[0]?.observedFirstContentfulPaint} ms, LCP ${observed?.items?.[0]?.observedLargestContentfulPaint} ms)`,
  );
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    console.log(`\n${name} graph: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const span =
        `${Math.round(timing.startTime)}`.padStart(6) + ` → ${Math.round(timing.endTime)}`.padEnd(8);
      console.log(`${span} ms  ${describe(node)}`);
    }
  }
}

const url = process.argv[2];
if (!url) {
  console.error('usage: npx tsx scripts/visit/lcp-graph.ts <page URL on a running server>');
  process.exit(2);
}
main(url).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
