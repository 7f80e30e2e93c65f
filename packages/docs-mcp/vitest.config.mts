import {defineConfig} from 'vitest/config';

/** The server's tests: an MCP SDK client against the production build (`npm run build` first). */
export default defineConfig({
  test: {include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000},
});
