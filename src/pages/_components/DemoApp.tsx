import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import {
  BREAKDOWN_VIEWS,
  DEMO_OPTIONS,
  DEMO_VIEW_LABELS,
  DEMO_VIEW_QUESTIONS,
  DEMO_VIEWS,
  defaultQueries,
  describeQuery,
  sameQuery,
  shortDate,
  summarize,
  type DemoQuery,
  type DemoView,
} from '@site/src/lib/demo';
import DemoModelView from './DemoViews';
import styles from './DemoApp.module.css';

type Engine = typeof import('./demoEngine');

const importEngine = () => import(/* webpackChunkName: "demo-engine" */ './demoEngine');
let loadedEngine: Engine | undefined;
let pendingEngine: Promise<Engine> | undefined;

/** Loads the interactive chunk once (the sample project and the analysis functions); a failed load can be retried. */
function loadEngine(): Promise<Engine> {
  pendingEngine ??= importEngine().then(
    (module) => (loadedEngine = module),
    (error: unknown) => {
      pendingEngine = undefined;
      throw error;
    },
  );
  return pendingEngine;
}

// The server bundle computes the static views (the default query of each) into the HTML; the browser bundle leaves
// this branch out, so the sample project is not part of the page's first load (see
// packages/docusaurus-internals/src/globals.d.ts for __CAIRN_SERVER__).
const ServerEngine: Engine | undefined = __CAIRN_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./demoEngine') as Engine)
  : undefined;

const DEFAULT_QUERIES = defaultQueries(DEMO_OPTIONS);

/** The server's HTML of each view, kept for a remount (the page keeps it on screen until the query changes). */
const serverHtml = new Map<DemoView, string>();

/**
 * The numbers of one view. The server renders the default query's; the browser keeps that HTML as it is (an empty
 * `dangerouslySetInnerHTML` is not compared in production) until the reader changes the query, then draws the
 * interactive chunk's results with the same component. Reached by a client-side link, with no server HTML to keep,
 * it draws as soon as the chunk is there.
 */
function ViewBody({
  view,
  active,
  query,
  engine,
}: {
  view: DemoView;
  active: boolean;
  query: DemoQuery;
  engine: Engine | undefined;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLDivElement>(null);
  const [staticHtml] = useState(() =>
    isBrowser ? serverHtml.get(view) : process.env.NODE_ENV === 'production' ? '' : undefined,
  );
  useLayoutEffect(() => {
    if (!isBrowser && ref.current && ref.current.innerHTML) serverHtml.set(view, ref.current.innerHTML);
  }, [isBrowser, view]);

  const changed = !sameQuery(query, DEFAULT_QUERIES[view]);
  // Once this view has drawn a changed query, React owns its HTML: the server's is gone, even for the default query.
  const [drawn, setDrawn] = useState(false);
  if (engine && changed && !drawn) setDrawn(true);

  if (ServerEngine) {
    return (
      <div ref={ref} className={styles.body}>
        <DemoModelView model={ServerEngine.computeDemo(view, DEFAULT_QUERIES[view])} />
      </div>
    );
  }
  // A hidden view is computed when its tab is chosen.
  if (changed && !active) return <div ref={ref} className={styles.body} />;
  if (engine && (changed || drawn || staticHtml === undefined)) {
    return (
      <div ref={ref} className={styles.body}>
        <DemoModelView model={engine.computeDemo(view, query)} />
      </div>
    );
  }
  if (staticHtml !== undefined && !changed) {
    return (
      <div ref={ref} className={styles.body} dangerouslySetInnerHTML={{__html: staticHtml}} suppressHydrationWarning />
    );
  }
  return (
    <div ref={ref} className={`${styles.body} ${styles.loading}`}>
      <p>Loading the sample project…</p>
    </div>
  );
}

/**
 * Cairn on the sample project: four views (radio tabs that work without JavaScript, each panel holding the static
 * view of its default query) and each view's date range, breakdown and filter, which are live once the page has
 * hydrated. The analysis code (./demoEngine) loads at the reader's first move toward the app (the pointer entering
 * it, a touch, the keyboard focus), not in the page's idle time: generating the sample project takes a few hundred
 * milliseconds of main thread, which a visitor who only reads should not pay.
 */
export default function DemoApp(): ReactNode {
  const id = useId();
  const [view, setView] = useState<DemoView>('trends');
  const [queries, setQueries] = useState<Record<DemoView, DemoQuery>>(DEFAULT_QUERIES);
  const query = queries[view];
  const [engine, setEngine] = useState<Engine | undefined>(() => loadedEngine);
  // False while the page hydrates (the controls stay as the server rendered them, disabled), true after.
  const hydrated = useIsBrowser();
  const [announce, setAnnounce] = useState(false);
  const live = useRef(true);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /**
   * The reader is reaching for the app: load the analysis code, and take the tab checked in the page (the radios are
   * uncontrolled, so a tab chosen before the page hydrated stays chosen) as the view the controls act on.
   */
  const reach = () => {
    const checked = rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== view && (DEMO_VIEWS as readonly string[]).includes(checked.value))
      setView(checked.value as DemoView);
    if (loadedEngine) return;
    void loadEngine().then(
      (module) => live.current && setEngine(() => module),
      // A failed load (offline) leaves the static views on screen; the next move toward the app tries again.
      () => undefined,
    );
  };

  const change = (next: Partial<DemoQuery>) => {
    reach();
    setAnnounce(true);
    setQueries((previous) => ({...previous, [view]: {...previous[view], ...next}}));
  };
  const choose = (next: DemoView) => {
    reach();
    setAnnounce(true);
    setView(next);
  };

  // After the reader's first change, the live region reads the numbers of what is on screen.
  const announcement =
    announce && engine
      ? `${describeQuery(DEMO_OPTIONS, view, query)}: ${summarize(engine.computeDemo(view, query))}`
      : '';
  const busy = !engine && !sameQuery(query, DEFAULT_QUERIES[view]);
  const breakdownApplies = BREAKDOWN_VIEWS.includes(view);
  const {ranges, breakdowns, filters} = DEMO_OPTIONS;

  return (
    <div
      ref={rootRef}
      className={styles.app}
      onPointerEnter={reach}
      onFocus={reach}
      onTouchStart={reach}
      data-demo-ready={engine ? 'true' : undefined}
    >
      <div className={styles.topbar}>
        <span className={styles.project}>Pebblepot</span>
        <span className={styles.badge}>Sample data</span>
        <span className={styles.period}>
          A made-up recipe app, {shortDate(ranges[0].from)} to {formatUtcDate(`${ranges[0].to}T00:00:00Z`, 'short')}
        </span>
      </div>

      <fieldset className={styles.tabs}>
        <legend className="cairn-visually-hidden">View</legend>
        {DEMO_VIEWS.map((option) => (
          <label key={option} className={styles.tab}>
            <input
              type="radio"
              className={styles.tabInput}
              name={`${id}-view`}
              value={option}
              defaultChecked={option === DEMO_VIEWS[0]}
              onChange={() => choose(option)}
            />
            <span>{DEMO_VIEW_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>

      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={`${id}-range`}>Date range</label>
          <select
            id={`${id}-range`}
            value={query.range}
            disabled={!hydrated}
            onChange={(event) => change({range: event.target.value})}
          >
            {ranges.map((range) => (
              <option key={range.id} value={range.id}>
                {range.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={`${id}-breakdown`}>Breakdown</label>
          <select
            id={`${id}-breakdown`}
            value={query.breakdown}
            disabled={!hydrated || !breakdownApplies}
            aria-describedby={`${id}-breakdown-hint`}
            onChange={(event) => change({breakdown: event.target.value})}
          >
            {breakdowns.map((breakdown) => (
              <option key={breakdown.id} value={breakdown.id}>
                {breakdown.label}
              </option>
            ))}
          </select>
          <span id={`${id}-breakdown-hint`} className={styles.hint}>
            For trends and funnels
          </span>
        </div>
        <div className={styles.control}>
          <label htmlFor={`${id}-filter`}>Filter</label>
          <select
            id={`${id}-filter`}
            value={query.filter}
            disabled={!hydrated}
            onChange={(event) => change({filter: event.target.value})}
          >
            {filters.map((filter) => (
              <option key={filter.id} value={filter.id}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={`button button--sm button--secondary ${styles.reset}`}
          disabled={!hydrated || sameQuery(query, DEFAULT_QUERIES[view])}
          onClick={() => change(DEFAULT_QUERIES[view])}
        >
          Reset
        </button>
      </div>
      <noscript>
        <p className={styles.noscript}>
          These are the views of the default query. Changing the date range, breakdown or filter needs JavaScript.
        </p>
      </noscript>

      {DEMO_VIEWS.map((option) => (
        <section
          key={option}
          className={styles.panel}
          data-view={option}
          aria-labelledby={`${id}-${option}-title`}
          aria-busy={busy && view === option ? true : undefined}
        >
          <h3 id={`${id}-${option}-title`} className={styles.panelTitle}>
            {DEMO_VIEW_QUESTIONS[option]}
          </h3>
          {/* The numbers change with the query: search indexes the question, not the figures. */}
          <div className={styles.frame} data-pagefind-ignore="">
            {busy && view === option ? <p className={styles.busy}>Calculating…</p> : null}
            <ViewBody view={option} active={view === option} query={queries[option]} engine={engine} />
          </div>
        </section>
      ))}
      <p className="cairn-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
