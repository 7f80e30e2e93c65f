import {defineConfig} from 'vitest/config';

/** The package's unit tests (`npm test -w @cairn/docusaurus-internals`); the browser tests of browser/ are Playwright's. */
export default defineConfig({
  test: {include: ['src/**/*.test.ts', 'fixture/*.test.ts'], environment: 'node'},
});
