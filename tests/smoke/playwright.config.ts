import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG} from '@cairn/test-kit/chromium';

/**
 * The smoke set (tests/smoke/smoke.spec.ts): a few pages of every kind and the site's interactions, in about half a
 * minute, against any production build. `scripts/check-next-docusaurus.mts` runs it on the Docusaurus canary build;
 * on this checkout's build: `npm run build && npx playwright test --config tests/smoke/playwright.config.ts`.
 *
 * With `CAIRN_SMOKE_URL` set, it tests the site already served there (scripts/serve.mts); otherwise it serves
 * `build/` itself on `SMOKE_PORT` (or `CAIRN_SMOKE_PORT`).
 */
export const SMOKE_PORT = Number(process.env.CAIRN_SMOKE_PORT ?? 3200);

const root = path.resolve(__dirname, '../..');
const servedUrl = process.env.CAIRN_SMOKE_URL;

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(root, 'test-results', 'smoke'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: path.join(root, 'test-results', 'smoke.json')}]],
  use: {
    baseURL: servedUrl ?? `http://127.0.0.1:${SMOKE_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, OFFLINE_FLAG],
    },
  },
  webServer: servedUrl
    ? undefined
    : {
        command: `npx tsx scripts/serve.mts --port ${SMOKE_PORT}`,
        cwd: root,
        url: `http://127.0.0.1:${SMOKE_PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
