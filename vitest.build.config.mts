import {defineConfig} from 'vitest/config';

/**
 * The tests over the production build (`tests/build/`, and the docs MCP server's in `packages/docs-mcp/test/`): what the built files hold, read from `build/` without a
 * browser. `npm test` runs them right after `npm run build`; alone: `npm run test:build` on a built site.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts', 'packages/docs-mcp/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
