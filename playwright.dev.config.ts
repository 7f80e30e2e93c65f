import {defineConfig} from '@playwright/test';
import {LATEST_DOCS_VERSION} from './src/constants/docs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG} from '@cairn/test-kit/chromium';

/** Port of the dev server (`npm start`) the dev-server tests run against. */
export const DEV_PORT = 3200;

/**
 * The dev-server tests (`tests/dev/`): what a contributor sees after `npm start`, in Debian's Chromium. A separate
 * configuration because the dev server compiles the whole site before it answers (a minute or two here), which the
 * production tests should not wait for.
 */
export default defineConfig({
  testDir: 'tests/dev',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // Each run's artifacts in a folder of its own: Playwright empties its outputDir first, which would delete the
  // other runs' JSON reports in test-results/.
  outputDir: 'test-results/dev-artifacts',
  reporter: [['list'], ['json', {outputFile: 'test-results/dev.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${DEV_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, OFFLINE_FLAG]},
  },
  webServer: {
    command: `npx docusaurus start --port ${DEV_PORT} --host 127.0.0.1 --no-open`,
    // The pages the tests open are Next's and the latest's: the older releases' docs are not compiled (a third less
    // to start; src/config/site.ts, CAIRN_DOCS_VERSIONS).
    env: {CAIRN_DOCS_VERSIONS: `current,${LATEST_DOCS_VERSION}`},
    url: `http://127.0.0.1:${DEV_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
