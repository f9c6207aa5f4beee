import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
(async () => {
  const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const p = await b.newPage({ viewport: { width: 1440, height: 1000 } });
  p.on('console', (m) => console.log('console', m.type(), m.text()));
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  await p.goto('http://localhost:3000/x/react-data-grid/sorting/', { waitUntil: 'networkidle' });
  await p.waitForTimeout(1500);
  await p.screenshot({ path: 'screenshots/sorting.png' });
  await b.close();
})();
