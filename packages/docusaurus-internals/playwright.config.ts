import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG} from '@cairn/test-kit/chromium';

/**
 * The package's browser tests (browser/): the fixture site's build (`npm run build:fixture`, fixture/build/), served
 * gzip-compressed by the repository's preview server, in Debian's Chromium, offline. `npm run test:browser` builds
 * the fixture and runs them.
 */
export const FIXTURE_PORT = 3641;
export const FIXTURE_BUILD = 'fixture/build';

export default defineConfig({
  testDir: 'browser',
  fullyParallel: true,
  workers: availableParallelism(),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['dot'], ['json', {outputFile: 'test-results/browser.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${FIXTURE_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, OFFLINE_FLAG]},
  },
  webServer: {
    command: `npx tsx ../../scripts/serve.mts --dir ${FIXTURE_BUILD} --port ${FIXTURE_PORT}`,
    url: `http://127.0.0.1:${FIXTURE_PORT}/`,
    // Never another process's server on this port: it may serve another build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
