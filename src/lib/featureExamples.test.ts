import {describe, expect, it} from 'vitest';
import {sampleProject} from '../data/sampleProject';
import {featurePages} from '../data/features';
import {exampleTexts, featureExamples, formatDay, formatDuration, formatPercent} from './featureExamples';
import {DEFAULT_QUERIES, flagReach, funnel, heatmap, retention, trends} from './productAnalytics';
import {formatCount} from './numbers';

const examples = featureExamples(sampleProject);

describe('formatting', () => {
  it('writes shares, durations and days as the pages do', () => {
    expect(formatPercent(0.31824)).toBe('31.8%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatDuration(40.4)).toBe('40 seconds');
    expect(formatDuration(63)).toBe('1 minute');
    expect(formatDuration(1389.5)).toBe('23 minutes');
    expect(formatDuration(5940)).toBe('1 hour 39 minutes');
    expect(formatDuration(7200)).toBe('2 hours');
    expect(formatDuration(122_322)).toBe('34 hours');
    expect(formatDay('2026-10-05')).toBe('October 5');
  });
});

describe('featureExamples', () => {
  it('has numbers for every feature page, and only for those', () => {
    expect(Object.keys(examples).sort()).toEqual(featurePages.map((f) => f.page.replace('/features/', '')).sort());
    for (const [page, values] of Object.entries(examples)) {
      expect(Object.keys(values).length, page).toBeGreaterThan(2);
      for (const [name, text] of Object.entries(values))
        expect(text, `${page}.${name}`).not.toMatch(/NaN|undefined|^$/);
    }
  });

  it("computes the funnel page's numbers with the funnel view's query", () => {
    const {steps} = funnel(sampleProject, DEFAULT_QUERIES.funnel);
    expect(examples.funnels).toMatchObject({
      step1: formatCount(steps[0]!.count),
      step2: formatCount(steps[1]!.count),
      step4: formatCount(steps[3]!.count),
      step3Drop: formatCount(steps[2]!.dropOff),
      overall: formatPercent(steps[3]!.conversionFromStart),
    });
  });

  it('computes the trends, retention, flag and heatmap numbers with their views’ queries', () => {
    const trend = trends(sampleProject, DEFAULT_QUERIES.trends);
    expect(examples.trends!.total).toBe(formatCount(trend.total));
    expect(examples.trends!.topBrowser).toBe(trend.series[0]!.label);
    const table = retention(sampleProject, DEFAULT_QUERIES.retention);
    expect(examples.retention!.firstSize).toBe(formatCount(table.cohorts[0]!.size));
    expect(examples.retention!.averageWeek1).toBe(formatPercent(table.average[1]!));
    const reach = flagReach(sampleProject, DEFAULT_QUERIES.flag);
    expect(examples['feature-flags']!.enabled).toBe(formatCount(reach.enabled));
    const map = heatmap(sampleProject, DEFAULT_QUERIES.heatmapUrl);
    expect(examples.toolbar!.firstClicks).toBe(formatCount(map.elements[0]!.clicks));
  });

  it('fails naming the page when the sample project lacks what a page describes', () => {
    expect(() => featureExamples({...sampleProject, actions: []})).toThrow(
      'src/pages/features/actions.mdx: the sample project has no action "Started cooking"',
    );
    expect(() => featureExamples({...sampleProject, cohorts: []})).toThrow(
      /cohorts\.mdx: the sample project has no cohort/,
    );
  });

  it('flattens the numbers to directive ids', () => {
    const texts = exampleTexts(examples);
    expect(texts.get('funnels.step2')).toBe(examples.funnels!.step2);
    expect(texts.size).toBe(Object.values(examples).reduce((n, values) => n + Object.keys(values).length, 0));
  });
});
