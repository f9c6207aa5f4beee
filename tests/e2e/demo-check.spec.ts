import { expect, test } from '@playwright/test';
import { checkDemosOnPage } from './checks/demo-check';

// The every-demo check must fail on broken demos: a fixture page (served by the test, not part
// of the site) imitates the demo frame's markup with one demo per kind of breakage.
const stage = (id: string, inner: string, minHeight = 60) =>
  `<section data-demo="${id}"><div class="demo-stage" data-demo-state="loaded" style="min-height:${minHeight}px">${inner}</div></section>` +
  '<div style="height:1200px"></div>';

const FIXTURE = `<!doctype html><html><body style="margin:0">
${stage('fixture/Fine', '<p style="margin:0;height:60px">A working demo</p>')}
${stage('fixture/Crashes', '<div role="alert">This demo stopped working: boom</div>')}
${stage('fixture/Empty', '<div style="height:60px"></div>')}
${stage('fixture/TooWide', '<p style="margin:0;height:60px;width:800px">Wide</p>')}
${stage('fixture/TooTall', '<p style="margin:0;height:140px">Tall</p>', 100)}
${stage('fixture/Warns', '<p style="margin:0;height:60px">Warns</p>')}
${stage('fixture/Throws', '<p style="margin:0;height:60px">Throws</p>')}
${stage('fixture/Unlicensed', '<p style="margin:0;height:60px">Pro</p>')}
<script>
  // Each of these misbehaves when it is scrolled to, as a lazily mounted demo would.
  const actions = {
    'fixture/Warns': () => console.warn('Deprecated prop used'),
    'fixture/Throws': () => setTimeout(() => { throw new Error('boom in an effect'); }),
    'fixture/Unlicensed': () => console.error('MUI X: Missing license key.'),
  };
  const seen = new Set();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const id = e.target.getAttribute('data-demo');
      if (e.isIntersecting && !seen.has(id)) { seen.add(id); actions[id]?.(); }
    }
  });
  document.querySelectorAll('section[data-demo]').forEach((s) => io.observe(s));
</script></body></html>`;

test('the every-demo check names each broken demo and its page, and passes a working one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/demo-check-fixture/', (route) =>
    route.fulfill({ contentType: 'text/html', body: FIXTURE }),
  );
  const ids = [
    'fixture/Fine',
    'fixture/Crashes',
    'fixture/Empty',
    'fixture/TooWide',
    'fixture/TooTall',
    'fixture/Warns',
    'fixture/Throws',
    'fixture/Unlicensed',
    'fixture/Missing',
  ];
  const result = await checkDemosOnPage(page, '/demo-check-fixture/', ids, { timeoutMs: 1500 });
  const failing = (id: string) =>
    result.failures.filter((f) => f.startsWith(`${id} (on /demo-check-fixture/)`));

  expect(failing('fixture/Fine')).toEqual([]);
  expect(failing('fixture/Unlicensed')).toEqual([]);
  expect(result.licenceMessages).toBe(1);
  expect(failing('fixture/Crashes').join()).toContain('crashed: This demo stopped working: boom');
  expect(failing('fixture/Empty').join()).toContain('rendered nothing visible');
  expect(failing('fixture/TooWide').join()).toMatch(/overflows its frame horizontally by \d+px/);
  expect(failing('fixture/TooTall').join()).toContain('reserved 100px but rendered 140px high');
  expect(failing('fixture/Warns').join()).toContain('console warning: Deprecated prop used');
  expect(failing('fixture/Throws').join()).toContain('uncaught error: boom in an effect');
  expect(failing('fixture/Missing').join()).toContain('not on the page');
});
