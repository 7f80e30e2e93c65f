import {defineConfig} from 'vitest/config';

/** The package's unit tests (`npm test -w @cairn/docs-search`). */
export default defineConfig({
  test: {include: ['src/**/*.test.ts'], environment: 'node'},
});
