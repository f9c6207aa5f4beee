// Ad-hoc: Lighthouse mobile on a few pages, prints score/LCP/FCP/TBT per run.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
const base = process.argv[2] ?? 'http://127.0.0.1:3200';
const runs = Number(process.argv[3] ?? 3);
const pages = ['/x/react-data-grid/sorting/', '/x/react-date-pickers/date-picker/', '/x/introduction/installation/'];
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
for (const p of pages) {
  const rows: string[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'] });
    try {
      const r = await lighthouse(base + p, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const a = r!.lhr.audits;
      rows.push(`${Math.round(r!.lhr.categories.performance.score! * 100)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} FCP ${Math.round(a['first-contentful-paint'].numericValue!)} TBT ${Math.round(a['total-blocking-time'].numericValue!)}`);
    } finally { chrome.kill(); }
  }
  console.log(p, '\n  ' + rows.join('\n  '));
}
