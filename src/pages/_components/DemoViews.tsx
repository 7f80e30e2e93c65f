import type {CSSProperties, ReactNode} from 'react';
import {formatCount} from '@site/src/lib/numbers';
import {
  formatShare,
  summarize,
  type DemoModel,
  type FunnelModel,
  type PathsModel,
  type RetentionModel,
  type TrendsModel,
} from '@site/src/lib/demo';
import styles from './DemoViews.module.css';

/** Series colours: the figure palette of src/css/custom.css, which follows the light and dark themes. */
const tone = (index: number) => `var(--cairn-fig-${(index % 5) + 1})`;

/** Round axis steps: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

const CHART_WIDTH = 600;
const CHART_HEIGHT = 200;

function TrendsView({model}: {model: TrendsModel}): ReactNode {
  const max = niceMax(Math.max(1, ...model.series.flatMap((series) => series.values)));
  const points = model.labels.length;
  const x = (index: number) => (points === 1 ? CHART_WIDTH / 2 : (index / (points - 1)) * CHART_WIDTH);
  const y = (value: number) => CHART_HEIGHT - (value / max) * CHART_HEIGHT;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max);
  // At most about six labels, the first and the last among them when the count allows.
  const fewest = Math.max(1, Math.ceil(points / 6));
  let labelEvery = fewest;
  while (labelEvery < 2 * fewest && (points - 1) % labelEvery !== 0) labelEvery += 1;
  if ((points - 1) % labelEvery !== 0) labelEvery = fewest;
  return (
    <>
      {model.series.length > 1 ? (
        <ul className={styles.legend}>
          {model.series.map((series, index) => (
            <li key={series.label}>
              <span className={styles.swatch} style={{background: tone(index)}} aria-hidden="true" />
              {series.label} <span className={styles.muted}>{formatCount(series.total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.chart} role="img" aria-label={summarize(model)}>
        <div className={styles.plot}>
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{bottom: `${(tick / max) * 100}%`}}>
              {formatCount(tick)}
            </span>
          ))}
          <svg
            className={styles.lines}
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {model.series.map((series, index) => (
              <polyline
                key={series.label}
                fill="none"
                style={{stroke: tone(index)}}
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                points={series.values.map((value, i) => `${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}
              />
            ))}
          </svg>
        </div>
        <div className={styles.axis} aria-hidden="true">
          {model.labels.map((label, index) => (
            <span
              key={label}
              style={{left: `${(x(index) / CHART_WIDTH) * 100}%`}}
              className={index % labelEvery === 0 ? styles.axisLabel : styles.axisLabelHidden}
            >
              {label}
            </span>
          ))}
        </div>
      </div>
      <details className={styles.numbers}>
        <summary>The numbers</summary>
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Trend numbers">
          <table>
            <thead>
              <tr>
                <th scope="col">Period</th>
                {model.series.map((series) => (
                  <th key={series.label} scope="col" className={styles.num}>
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.labels.map((label, index) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {model.series.map((series) => (
                    <td key={series.label} className={styles.num}>
                      {formatCount(series.values[index])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function FunnelView({model}: {model: FunnelModel}): ReactNode {
  return (
    <>
      <ol className={styles.funnel}>
        {model.steps.map((step, index) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.stepLabel}>
              <span className={styles.muted}>{index + 1}.</span> {step.label}
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{width: `${Math.max(step.conversion, 0.5)}%`} as CSSProperties} />
            </span>
            <span className={styles.stepNumbers}>
              <strong data-demo-number="people">{formatCount(step.count)}</strong> people,{' '}
              <span data-demo-number="conversion">{formatShare(step.conversion)}</span>
              {index > 0 ? (
                <>
                  {' '}
                  <span className={styles.muted}>
                    ({formatCount(step.dropOff)} dropped off{step.medianTime ? `, median ${step.medianTime}` : ''})
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {model.breakdown ? (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Funnel by breakdown">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col" className={styles.num}>
                  Started
                </th>
                <th scope="col" className={styles.num}>
                  Converted
                </th>
                <th scope="col" className={styles.num}>
                  Conversion
                </th>
              </tr>
            </thead>
            <tbody>
              {model.breakdown.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.num}>{formatCount(row.started)}</td>
                  <td className={styles.num}>{formatCount(row.converted)}</td>
                  <td className={styles.num}>{formatShare(row.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

function RetentionView({model}: {model: RetentionModel}): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Retention table">
      <table className={`${styles.table} ${styles.retention}`}>
        <thead>
          <tr>
            <th scope="col">Cohort</th>
            <th scope="col" className={styles.num}>
              People
            </th>
            {model.periods.map((period) => (
              <th key={period} scope="col" className={styles.num}>
                {period}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={styles.num}>{formatCount(row.size)}</td>
              {row.shares.map((share, index) =>
                share === null ? (
                  <td key={model.periods[index]} className={styles.empty} />
                ) : (
                  <td
                    key={model.periods[index]}
                    className={`${styles.num} ${styles.cell}`}
                    // At most 30% of the colour under the text, which keeps its contrast in both themes.
                    style={{'--shade': `${Math.round(share * 0.3)}%`} as CSSProperties}
                  >
                    {formatShare(share)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PathsView({model}: {model: PathsModel}): ReactNode {
  return (
    <div className={styles.pathSteps}>
      {model.steps.map(({step, transitions}) => (
        <div key={step}>
          <h4 className={styles.pathHeading}>
            {step === 1 ? `After ${model.start}` : `Page ${step} to page ${step + 1}`}
          </h4>
          <ol className={styles.paths}>
            {transitions.map((transition) => (
              <li key={`${transition.from} ${transition.to}`} className={styles.path}>
                <span className={styles.pathStep}>
                  <code>{transition.from}</code> <span aria-hidden="true">→</span>
                  <span className="cairn-visually-hidden">then</span> <code>{transition.to}</code>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.bar}
                    style={{width: `${model.sessions === 0 ? 0 : (transition.count / model.sessions) * 100}%`}}
                  />
                </span>
                <span className={styles.pathCount}>{formatCount(transition.count)}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** One view of the demo drawn from its model: the same markup on the server and in the browser. */
export default function DemoModelView({model}: {model: DemoModel}): ReactNode {
  return (
    <div className={styles.view} data-demo-kind={model.kind}>
      <p className={styles.summary} data-demo-summary="">
        {summarize(model)}
      </p>
      {model.kind === 'trends' ? <TrendsView model={model} /> : null}
      {model.kind === 'funnel' ? <FunnelView model={model} /> : null}
      {model.kind === 'retention' ? <RetentionView model={model} /> : null}
      {model.kind === 'paths' ? <PathsView model={model} /> : null}
    </div>
  );
}
