import { expect, test } from '@playwright/test';
import { checkDemosOnPage } from './checks/demo-check';

// The every-demo check must fail on broken demos: a fixture page (served by the test, not part
// of the site) imitates the demo frame's markup with one demo per kind of breakage.
const stage = (id: string, inner: string, minHeight = 60) =>
  `<section data-demo="${id}"><div class="demo-stage" data-demo-state="loaded" style="min-height:${minHeight}px">${inner}</div></section>` +
  '<div style="height:1200px"></div>';

// The leaking prose rule is the one the site once had: \`.prose p\` reached a grid's footer.
const FIXTURE = `<!doctype html><html><head><style>.prose p { margin: 0 0 16px; }</style></head><body style="margin:0">
${stage('fixture/Fine', '<p style="margin:0;height:60px">A working demo</p>')}
${stage('fixture/Crashes', '<div role="alert" data-demo-crash>This demo stopped working: boom</div>')}
${stage('fixture/ShowsAnAlert', '<div role="alert" style="height:60px">Your session expires in 5 minutes</div>')}
${stage('fixture/Empty', '<div style="height:60px"></div>')}
${stage('fixture/TooWide', '<p style="margin:0;height:60px;width:800px">Wide</p>')}
${stage('fixture/TooTall', '<p style="margin:0;height:140px">Tall</p>', 100)}
${stage('fixture/Warns', '<p style="margin:0;height:60px">Warns</p>')}
${stage('fixture/Throws', '<p style="margin:0;height:60px">Throws</p>')}
${stage('fixture/Unlicensed', '<p style="margin:0;height:60px">Pro</p>')}
${stage('fixture/Clipped', '<div style="height:100px;overflow:auto"><p style="margin:0;height:130px">Six rows</p></div>', 100)}
${stage('fixture/Scrolls', '<div style="height:100px;overflow:auto"><p style="margin:0;height:2000px">A thousand rows</p></div>', 100)}
${stage('fixture/CutHeader', '<div class="MuiDataGrid-columnHeaderTitle" style="width:40px;height:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Discontinued</div>')}
${stage('fixture/NarrowAtDesktop', '<div style="height:60px;overflow-x:auto"><p style="margin:0;height:40px;width:calc(100vw + 60px)">Columns</p></div>')}
${stage('fixture/NamedChart', '<svg style="display:block" class="MuiChartsSurface-root" width="100" height="60"><title>Rainfall in Bergen</title><desc>Monthly rainfall, mm</desc><rect width="50" height="40"/></svg>')}
${stage('fixture/UnnamedChart', '<svg style="display:block" class="MuiChartsSurface-root" width="100" height="60"><rect width="50" height="40"/></svg>')}
${stage('fixture/UnnamedProductionChart', '<svg style="display:block;touch-action:none" class="css-11cwflt" width="100" height="60"><rect width="50" height="40"/></svg>')}
${stage('fixture/LabelledChart', '<p id="cap" style="margin:0">Rainfall</p><svg style="display:block" class="MuiChartsSurface-root" aria-labelledby="cap" width="100" height="40"><rect width="50" height="40"/></svg>')}
<div class="prose">${stage('fixture/ProseLeak', '<p style="height:44px">Rows per page:</p>')}</div>
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
    'fixture/ShowsAnAlert',
    'fixture/Empty',
    'fixture/TooWide',
    'fixture/TooTall',
    'fixture/Warns',
    'fixture/Throws',
    'fixture/Unlicensed',
    'fixture/Clipped',
    'fixture/Scrolls',
    'fixture/CutHeader',
    'fixture/NarrowAtDesktop',
    'fixture/ProseLeak',
    'fixture/NamedChart',
    'fixture/UnnamedChart',
    'fixture/UnnamedProductionChart',
    'fixture/LabelledChart',
    'fixture/Missing',
  ];
  const result = await checkDemosOnPage(page, '/demo-check-fixture/', ids, { timeoutMs: 1500 });
  const failing = (id: string) =>
    result.failures.filter((f) => f.startsWith(`${id} (on /demo-check-fixture/)`));

  expect(failing('fixture/Fine')).toEqual([]);
  expect(failing('fixture/Unlicensed')).toEqual([]);
  expect(result.licenceMessages).toBe(1);
  expect(failing('fixture/Crashes').join()).toContain('crashed: This demo stopped working: boom');
  // A demo's own alert (a Material UI Alert has role="alert") is content, not a crash.
  expect(failing('fixture/ShowsAnAlert')).toEqual([]);
  expect(failing('fixture/Empty').join()).toContain('rendered nothing visible');
  expect(failing('fixture/TooWide').join()).toMatch(/overflows its frame horizontally by \d+px/);
  expect(failing('fixture/TooTall').join()).toContain('reserved 100px but rendered 140px high');
  expect(failing('fixture/Warns').join()).toContain('console warning: Deprecated prop used');
  expect(failing('fixture/NamedChart')).toEqual([]);
  expect(failing('fixture/UnnamedChart').join()).toContain(
    'draws a chart without an accessible name and a description',
  );
  // In production the surface has no MuiChartsSurface-root class, only its touch-action style.
  expect(failing('fixture/UnnamedProductionChart').join()).toContain(
    'draws a chart without an accessible name and a description',
  );
  expect(failing('fixture/LabelledChart').join()).toContain('draws a chart without a description');
  expect(failing('fixture/LabelledChart').join()).not.toContain('accessible name');
  expect(failing('fixture/Throws').join()).toContain('uncaught error: boom in an effect');
  expect(failing('fixture/Missing').join()).toContain('not on the page');
  // Content clipped by its own frame, and the height that would show it all.
  expect(failing('fixture/Clipped').join()).toContain(
    'clips its content at 390px: <div> hides the last 30px behind an inner scrollbar; to show everything, make the demo 130px high',
  );
  expect(failing('fixture/Scrolls')).toEqual([]);
  expect(failing('fixture/CutHeader').join()).toContain('the column header "Discontinued" is cut');
  // A horizontal scrollbar is a defect at desktop width only (a grid's columns may scroll on a phone).
  expect(failing('fixture/NarrowAtDesktop')).toHaveLength(1);
  expect(failing('fixture/NarrowAtDesktop').join()).toMatch(
    /at 1440px: <div> hides \d+px behind a horizontal scrollbar/,
  );
  expect(failing('fixture/ProseLeak').join()).toContain(
    'picks up a prose style at 390px: .prose p matches <p> (margin-bottom 16px)',
  );
});
