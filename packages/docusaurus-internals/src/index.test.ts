import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import docusaurusInternals from './index';

class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}

/** The browser bundle's configuration the plugin returns, given Docusaurus's own with a persistent cache. */
function browserConfig(options: unknown) {
  const plugin = docusaurusInternals({generatedFilesDir: '/site/.docusaurus'} as LoadContext, options);
  const docusaurusConfig = {experiments: {cache: {type: 'persistent', version: 'docusaurus-3.10.2-abc'}}};
  return plugin.configureWebpack!(
    docusaurusConfig as never,
    false,
    {currentBundler: {instance: {DefinePlugin}}} as never,
    {} as never,
  ) as {
    experiments?: {cache?: {type?: string; version?: string}};
    resolve?: {alias?: Record<string, unknown>};
    plugins?: unknown[];
  };
}

describe('docusaurusInternals', () => {
  it('keys the persistent cache by its options, keeping Docusaurus cache settings', () => {
    const all = browserConfig({});
    const withoutProgress = browserConfig({navigationProgress: false});
    expect(all.experiments?.cache?.type).toBe('persistent');
    expect(all.experiments?.cache?.version).toMatch(/^docusaurus-3\.10\.2-abc-internals:/);
    expect(withoutProgress.experiments?.cache?.version).not.toBe(all.experiments?.cache?.version);
    expect(browserConfig({}).experiments?.cache?.version).toBe(all.experiments?.cache?.version);
  });

  it('leaves out what a feature switched off would add', () => {
    const aliases = (options: unknown) => Object.keys(browserConfig(options).resolve?.alias ?? {});
    expect(aliases({}).some((alias) => alias.endsWith('nprogress.js'))).toBe(true);
    expect(aliases({navigationProgress: false}).some((alias) => alias.endsWith('nprogress.js'))).toBe(false);
    expect(aliases({utilsCommonEsm: false})).not.toContain('@docusaurus/utils-common$');
  });
});
