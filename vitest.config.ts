import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Several suites build a TypeScript program or open a database: on CI's two cores, with a
    // build beside them, 5 s (the default) was not always enough for one test.
    testTimeout: 30_000,
  },
});
