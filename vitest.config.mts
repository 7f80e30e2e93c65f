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
