import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG} from '@cairn/test-kit/chromium';

/**
 * Port of the preview server the browser tests run against: the built site, gzip-compressed (scripts/serve.mts).
 * `E2E_PORT` moves it, so two checkouts on one machine can run their browser tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Port of the same site built with the integrations configured: fake Algolia and analytics keys
 * (`npm run build:integrations`); `E2E_INTEGRATIONS_PORT` moves it.
 */
export const E2E_INTEGRATIONS_PORT = Number(process.env.E2E_INTEGRATIONS_PORT ?? 3101);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One browser a core: the tests are CPU-bound here (rendering, axe, the preview server).
  workers: availableParallelism(),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Two workers keep both cores busy, so a search or a lazy chunk can take longer than Playwright's default 5 s.
  expect: {timeout: 10_000},
  // Each run's artifacts in a folder of its own: Playwright empties its outputDir first, which would delete the
  // other runs' JSON reports in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['dot'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, OFFLINE_FLAG],
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
      command: `npx tsx scripts/serve.mts --dir build-integrations --port ${E2E_INTEGRATIONS_PORT}`,
      url: `http://127.0.0.1:${E2E_INTEGRATIONS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
