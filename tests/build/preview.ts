import {afterAll, beforeAll} from 'vitest';
import {freePort, startPreview, type Preview} from '@cairn/test-kit/preview';
import {buildDir, repoRoot} from '../site';

/**
 * The production build served by the preview server (scripts/serve.mts) for the tests of a file, on a free port of
 * 3600-3699, started before them and stopped after: what a static host answers, headers and content types included,
 * without a browser. Returns a getter of its origin (`http://127.0.0.1:PORT`).
 */
export function servedBuild(): () => string {
  let preview: Preview | undefined;
  beforeAll(async () => {
    preview = await startPreview({root: repoRoot, dir: buildDir, port: await freePort(3600, 3699)});
  }, 60_000);
  afterAll(() => preview?.stop());
  return () => {
    if (!preview) throw new Error('the preview server did not start');
    return preview.origin;
  };
}
