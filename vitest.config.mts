import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mts', 'tests/*.test.ts'],
    environment: 'node',
    server: {
      deps: {
        // Published as ESM with extensionless relative imports, which Node's resolver refuses; Vite resolves them.
        inline: ['@signalwire/docusaurus-plugin-llms-txt'],
      },
    },
  },
});
