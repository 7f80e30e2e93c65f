import {defineConfig} from '@playwright/test';

/** Port of the preview server the browser tests run against: the built site, gzip-compressed (scripts/serve.mts). */
export const E2E_PORT = 3100;
/** Port of the same site built with fake Algolia DocSearch keys (`npm run build:algolia-check`). */
export const E2E_ALGOLIA_PORT = 3101;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['dot'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Offline by construction: every host but the local preview server fails to resolve.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx scripts/serve.mts --port ${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve.mts --dir build-algolia --port ${E2E_ALGOLIA_PORT}`,
      url: `http://127.0.0.1:${E2E_ALGOLIA_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
