import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
(async () => {
  const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
  p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  await p.goto('http://localhost:3000/x/react-date-pickers/quickstart/', { waitUntil: 'networkidle' });
  await p.waitForTimeout(1000);
  await b.close();
})();
