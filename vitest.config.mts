import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.mts',
      'scripts/**/*.test.mts',
      'tests/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'packages/*/fixture/*.test.ts',
    ],
    environment: 'node',
    // One module graph for the test files of a worker: the unit tests run in half the time (27 s against 56 s here,
    // side by side). Tests must not leave state behind in shared modules:
    // none mocks a module, and the two that fake timers restore them after each test.
    isolate: false,
    // A generous limit: the heaviest tests (the OpenAPI remark plugin, the social-card renderer) take 2 s alone and
    // several times that while the rest of the gate runs beside them on two cores.
    testTimeout: 30_000,
    server: {
      deps: {
        // Published as ESM with extensionless relative imports, which Node's resolver refuses; Vite resolves them.
        inline: ['@signalwire/docusaurus-plugin-llms-txt'],
      },
    },
  },
});
