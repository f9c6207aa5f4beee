import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

// `npm test` starts one production server for the link checker and these tests and passes
// BASE_URL; run alone (`npm run test:e2e` after a build), Playwright starts its own.
const baseURL = process.env.BASE_URL ?? 'http://localhost:3100';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // The fake ad network the test build points at (see tests/e2e/fake-ad-network.mjs).
    {
      command: 'node tests/e2e/fake-ad-network.mjs',
      url: 'http://127.0.0.1:4555/health',
      reuseExistingServer: true,
    },
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: 'PORT=3100 node server.mjs',
            url: `${baseURL}/x/introduction/`,
            reuseExistingServer: true,
          },
        ]),
  ],
});
