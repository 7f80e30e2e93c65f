import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {changedFiles} from './workingTree.mts';

/** A repository in a temporary folder: main with three pages, then a branch that changes them in every way. */
let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Cairn', '-c', 'user.email=dev@cairn.dev', ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  writeFileSync(path.join(repo, file), text);
};

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'cairn-changed-files-'));
  git('init', '--quiet', '--initial-branch=main');
  for (const page of ['docs/a.md', 'docs/b.md', 'docs/c.md', 'docs/d.md']) write(page, `# ${page}\n`);
  write('.gitignore', 'build/\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'main');
  git('checkout', '--quiet', '-b', 'topic');
  write('docs/a.md', '# a, committed on the branch\n');
  git('commit', '--quiet', '-am', 'topic');
  git('checkout', '--quiet', 'main');
  write('docs/d.md', '# d, changed on main after the branch left it\n');
  git('commit', '--quiet', '-am', 'main moves on');
  git('checkout', '--quiet', 'topic');
  write('docs/b.md', '# b, not committed\n');
  rmSync(path.join(repo, 'docs/c.md'));
  write('docs/new.md', '# new, not tracked\n');
  write('build/page.md', '# ignored\n');
});
afterAll(() => rmSync(repo, {recursive: true, force: true}));

describe('changedFiles', () => {
  it('lists what the branch changes since it left main, committed or not, new files too, not deleted or ignored ones', () => {
    const {mergeBase, files} = changedFiles(repo);
    expect(mergeBase).toBe(git('rev-parse', 'main~1').trim());
    expect(files).toEqual(['docs/a.md', 'docs/b.md', 'docs/new.md']);
  });

  it('says why when git cannot tell', () => {
    expect(() => changedFiles(repo, 'no-such-branch')).toThrow(
      /^git merge-base HEAD no-such-branch failed: .*no-such-branch/,
    );
  });
});
