import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isInGitWorktree, NO_GIT_MESSAGE, siteVcs} from './vcs';

describe('last-updated dates without Git', () => {
  it('outside a Git worktree: no dates, and one line that says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cairn-vcs-'));
    try {
      expect(isInGitWorktree(dir)).toBe(false);
      const lines: string[] = [];
      const vcs = siteVcs((line) => lines.push(line));
      vcs.initialize({siteDir: dir});
      expect(await vcs.getFileLastUpdateInfo(path.join(dir, 'docs', 'index.md'))).toBeNull();
      expect(await vcs.getFileCreationInfo(path.join(dir, 'docs', 'index.md'))).toBeNull();
      expect(lines).toEqual([`[INFO] ${dir}: ${NO_GIT_MESSAGE}.`]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails with a clear message when read before Docusaurus initialized it', async () => {
    await expect(siteVcs(() => undefined).getFileLastUpdateInfo('x.md')).rejects.toThrow(
      /before Docusaurus initialized it/,
    );
  });
});
