import net from 'node:net';
import type {Result} from 'lighthouse';
import {describe, expect, it} from 'vitest';
import {summarize} from './lighthouse';
import {freePort} from './preview';

describe('summarize', () => {
  const result = (score: number, auditScore: number | null) =>
    ({
      requestedUrl: 'http://127.0.0.1/',
      categories: {
        'best-practices': {
          score,
          auditRefs: [
            {id: 'errors-in-console', weight: 1},
            {id: 'inspector-issues', weight: 0},
          ],
        },
      },
      audits: {
        'errors-in-console': {
          title: 'No browser errors logged',
          score: auditScore,
          details: {items: [{source: 'console.error', description: 'boom'}]},
        },
        'inspector-issues': {title: 'No issues', score: 0},
        'total-blocking-time': {numericValue: 12},
      },
      environment: {benchmarkIndex: 1500},
    }) as unknown as Result;

  it('gives each category as 0-100 and names a failing audit with its first items', () => {
    const run = summarize(result(0.93, 0));
    expect(run.scores).toEqual({'best-practices': 93});
    expect(run.failing).toEqual([
      'best-practices/errors-in-console: No browser errors logged {"source":"console.error","description":"boom"}',
    ]);
    expect(run.tbtMs).toBe(12);
    expect(run.benchmarkIndex).toBe(1500);
  });

  it('leaves out passing audits, audits without weight and audits that do not apply', () => {
    expect(summarize(result(1, 1)).failing).toEqual([]);
    expect(summarize(result(1, null)).failing).toEqual([]);
  });

  it('fails naming the page and the error when Lighthouse could not measure it', () => {
    const broken = {...result(0, 0), runtimeError: {code: 'NO_NAVSTART', message: 'no trace'}} as unknown as Result;
    expect(() => summarize(broken)).toThrow('Lighthouse failed on http://127.0.0.1/: NO_NAVSTART no trace');
  });
});

describe('freePort', () => {
  it('skips a port something listens on', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      expect(await freePort(port, port + 1)).toBe(port + 1);
      await expect(freePort(port, port)).rejects.toThrow(`no free port between ${port} and ${port}`);
    } finally {
      taken.close();
    }
  });
});
