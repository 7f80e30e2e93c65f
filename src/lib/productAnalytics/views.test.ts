import {describe, expect, it} from 'vitest';
import {sampleProject} from '../../data/sampleProject';
import {renderProductViews} from '../../content/plugins/productViews';
import {checkDrawnView, checkProductViews, textRuns} from './check';
import {count, duration, percent} from './draw/ui';
import {
  DASHBOARD_QUERIES,
  DEFAULT_QUERIES,
  flagReach,
  funnel,
  heatmap,
  liveActions,
  paths,
  retention,
  sessions,
  trends,
} from '.';
import {drawProductView, renderProductView} from './render';
import {PRODUCT_VIEW_IDS, productViewAlt, type ProductViewId} from './views';

const q = DEFAULT_QUERIES;
const shown = (id: ProductViewId, variant: 'wide' | 'compact' = 'wide') =>
  textRuns(drawProductView(id, {variant}).body)
    .map((run) => run.text)
    .join('\n');

/** For each view, values computed by the analysis functions that its text alternative and its drawing both state. */
function expectedValues(id: ProductViewId): string[] {
  switch (id) {
    case 'trends': {
      const r = trends(sampleProject, q.trends);
      return [count(r.total), ...r.series.map((s) => s.label), ...r.series.map((s) => count(s.total))];
    }
    case 'funnel': {
      const r = funnel(sampleProject, q.funnel);
      return [
        ...r.steps.map((s) => count(s.count)),
        ...r.steps.slice(1).map((s) => percent(s.conversionFromPrevious)),
        ...r.steps.slice(1).map((s) => count(s.dropOff)),
        ...r.steps.slice(1).map((s) => duration(s.medianSecondsToConvert!)),
        percent(r.steps[r.steps.length - 1]!.conversionFromStart),
        duration(r.medianSecondsToComplete!),
      ];
    }
    case 'retention': {
      const r = retention(sampleProject, q.retention);
      return [percent(r.average[1]!), percent(r.average[4]!), count(r.cohorts[0]!.size)];
    }
    case 'paths': {
      const r = paths(sampleProject, q.paths);
      return [count(r.sessions), ...r.transitions.filter((t) => t.step === 1).map((t) => count(t.count))];
    }
    case 'dashboard': {
      const subs = trends(sampleProject, DASHBOARD_QUERIES.subscriptions);
      const f = funnel(sampleProject, q.funnel);
      return [
        count(trends(sampleProject, q.trends).total),
        count(subs.total),
        ...subs.series.map((s) => `${count(s.total)} ${s.label}`),
        percent(f.steps[f.steps.length - 1]!.conversionFromStart),
        percent(retention(sampleProject, q.retention).average[1]!),
      ];
    }
    case 'feature-flags':
      return sampleProject.featureFlags.flatMap((flag) => [
        flag.key,
        ...(flag.active ? [count(flagReach(sampleProject, flag.key).enabled)] : []),
      ]);
    case 'feature-flag-rollout': {
      const r = flagReach(sampleProject, q.flag);
      return [
        count(r.matching),
        count(r.enabled),
        ...r.byValue.map((g) => `${count(g.enabled)} of ${count(g.matching)}`),
      ];
    }
    case 'live-actions':
      return liveActions(sampleProject, q.liveActions).map((item) => String(item.person.properties.name));
    case 'person': {
      const list = sessions(sampleProject, q.person);
      return [
        String(sampleProject.persons.find((p) => p.distinct_id === q.person)!.properties.name),
        `${list.length} sessions`,
      ];
    }
    case 'toolbar-heatmap': {
      const r = heatmap(sampleProject, q.heatmapUrl);
      return [count(r.clicks), count(r.pageviews), ...r.elements.slice(0, 4).map((e) => count(e.clicks))];
    }
  }
}

describe('product views', () => {
  it.each(PRODUCT_VIEW_IDS)(
    '%s: the text alternative and the drawing state the numbers of the analysis functions',
    (id) => {
      const alt = productViewAlt(id);
      expect(alt).toMatch(/^Sample data from Pebblepot, a made-up recipe app\. /);
      const drawn = shown(id);
      for (const value of expectedValues(id)) {
        expect(alt, `${id}: alt text lacks ${value}`).toContain(value);
        expect(drawn, `${id}: drawing lacks ${value}`).toContain(value);
      }
    },
  );

  it('draws every view wide (960 by 600) and compact (390 wide), labelled, text inside the frame', () => {
    expect(checkProductViews()).toEqual([]);
    for (const id of PRODUCT_VIEW_IDS) {
      const wide = drawProductView(id);
      expect([wide.width, wide.height]).toEqual([960, 600]);
      const compact = drawProductView(id, {variant: 'compact'});
      expect(compact.width).toBe(390);
      expect(compact.height).toBeGreaterThan(400);
      expect(shown(id, 'compact')).toContain('Sample data');
    }
  });

  it('finds text that runs out of its view, and text too small to read', () => {
    const body =
      '<g transform="translate(900 10)"><text text-anchor="start" style="font-size:13px"><tspan x="0" y="20">A label too long to fit</tspan></text></g><text style="font-size:9px"><tspan x="10" y="30">Sample data</tspan></text>';
    expect(checkDrawnView('x', 'wide', {width: 960, height: 600, body})).toEqual([
      'product view "x" (wide): the text "A label too long to fit" runs outside the 960 by 600 view',
      'product view "x" (wide): the text "Sample data" is smaller than 10.5px',
    ]);
    expect(checkDrawnView('x', 'wide', {width: 960, height: 600, body: ''})).toEqual([
      'product view "x" (wide): does not say "Sample data"',
    ]);
  });

  it('redraws a view for another query (the /demo page), and names an unknown view', () => {
    const byOs = renderProductView('trends', {...q.trends, breakdown: '$os'});
    expect(byOs).toContain('Mac OS X');
    expect(renderProductView('trends')).not.toContain('Mac OS X');
    expect(renderProductView('funnel', {...q.funnel, steps: ['signed_up', 'subscribed']})).toContain('2. subscribed');
    expect(() => drawProductView('nope' as ProductViewId)).toThrow(/"nope"/);
  });

  it('publishes one file per view with both drawings, a version hash and the text alternative', () => {
    const {files, data} = renderProductViews();
    expect([...files.keys()]).toEqual([...PRODUCT_VIEW_IDS]);
    for (const id of PRODUCT_VIEW_IDS) {
      const svg = files.get(id)!;
      expect(svg).toContain('<g id="figure"');
      expect(svg).toContain('<g id="compact"');
      expect(svg).toContain('(sample data)</title>');
      expect(data.views[id]!.hash).toMatch(/^[0-9a-f]{8}$/);
      expect(data.views[id]!.alt).toBe(productViewAlt(id));
    }
  });
});

describe('the views agree with each other (they come from the same sample data)', () => {
  it('counts the same signups in trends, the funnel, retention and the dashboard', () => {
    const signups = trends(sampleProject, q.trends).total;
    expect(funnel(sampleProject, q.funnel).steps[0]!.count).toBe(signups);
    expect(retention(sampleProject, q.retention).cohorts.reduce((sum, c) => sum + c.size, 0)).toBe(signups);
    expect(shown('trends')).toContain(`${count(signups)} signups`);
    expect(shown('funnel')).toContain(`${count(signups)} persons`);
    expect(shown('retention')).toContain(count(signups));
    expect(shown('dashboard')).toContain(`${count(signups)} in total`);
  });

  it('shows the same conversion and the same week-1 retention on the dashboard as in the full views', () => {
    const f = funnel(sampleProject, q.funnel);
    const conversion = percent(f.steps[f.steps.length - 1]!.conversionFromStart);
    expect(shown('funnel')).toContain(conversion);
    expect(shown('dashboard')).toContain(`${conversion} converted`);
    const week1 = percent(retention(sampleProject, q.retention).average[1]!);
    expect(shown('retention')).toContain(week1);
    expect(shown('dashboard')).toContain(`${week1} in week 1`);
  });

  it("gives the flag list and the flag's page the same reach", () => {
    const reach = count(flagReach(sampleProject, q.flag).enabled);
    expect(shown('feature-flags')).toContain(reach);
    expect(shown('feature-flag-rollout')).toContain(`${reach} get the flag`);
  });

  it('has as many recipe viewers on the dashboard as the trends function counts', () => {
    const active = trends(sampleProject, DASHBOARD_QUERIES.weeklyActive).series[0]!.values;
    expect(productViewAlt('dashboard')).toContain(
      `rising from ${count(active[0]!)} to ${count(active[active.length - 1]!)}`,
    );
  });

  it('shows people and events that exist in the sample project', () => {
    const ids = new Set(sampleProject.persons.map((p) => p.distinct_id));
    for (const item of liveActions(sampleProject, q.liveActions)) expect(ids.has(item.event.distinct_id)).toBe(true);
    const list = sessions(sampleProject, q.person);
    expect(list.reduce((sum, s) => sum + s.events.length, 0)).toBe(
      sampleProject.events.filter((e) => e.distinct_id === q.person).length,
    );
    const views = heatmap(sampleProject, q.heatmapUrl).pageviews;
    const slug = q.heatmapUrl.split('/').pop()!;
    const recipeViews = sampleProject.events.filter(
      (e) => e.event === '$pageview' && e.properties.$pathname === `/recipes/${slug}`,
    ).length;
    expect(views).toBe(recipeViews);
  });
});
