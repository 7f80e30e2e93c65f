/**
 * The figures of the site (issue #18): each one is typed data in src/data/figures/, drawn as SVG at build time by
 * ./charts.ts and placed on a page with the directive `::figure{id="..."}` (src/content/remark/figures.ts).
 *
 * Every figure has a caption (shown under it) and a text alternative: charts write theirs from their data
 * (./alt.ts) unless `alt` is given; diagrams must give one. Every number in the text alternative must appear in
 * the text of each page that shows the figure, or the build fails: the picture cannot say what the page does not.
 */

/** A colour of the palette, the `--cairn-fig-N` tokens of src/css/custom.css (1 is the site's primary colour). */
export type Tone = 1 | 2 | 3 | 4 | 5;

interface Common {
  /** Lower-case words joined by hyphens; the file is /img/figures/<id>.svg. */
  id: string;
  /** One sentence or two under the figure: what to notice. Plain text. */
  caption: string;
  /** The text alternative. Charts write theirs from the data when this is left out; diagrams must set it. */
  alt?: string;
}

/** Bars of people per step, each split into who went on and who dropped off. */
export interface FunnelFigure extends Common {
  kind: 'funnel';
  steps: {label: string; people: number}[];
  /** What a step counts; "people" when left out. */
  unit?: string;
}

/** Horizontal bars, one per label, with the value written at the end of the bar. */
export interface BarsFigure extends Common {
  kind: 'bars';
  /** What the values count ("clicks", "events"). */
  unit: string;
  bars: {
    label: string;
    value: number;
    /** Written after the bar instead of the value, e.g. "1,830 (29.5%)". */ display?: string;
    tone?: Tone;
  }[];
  /** A sentence over the bars, e.g. "Next step after /pricing, 3,000 people". */
  title?: string;
}

/** Vertical columns in groups, one colour per series: before and after, A and B. */
export interface ColumnsFigure extends Common {
  kind: 'columns';
  series: string[];
  groups: {label: string; values: number[]; /** Written over each column instead of its value. */ display?: string[]}[];
  unit: string;
  /** The top of the value axis; the largest value when left out. */
  max?: number;
}

/** Lines over an ordered axis (days, weeks), with an optional annotation marker on one point of the axis. */
export interface LinesFigure extends Common {
  kind: 'lines';
  x: string[];
  series: {label: string; values: number[]; tone?: Tone}[];
  unit: string;
  annotation?: {at: number; label: string};
  /** Shares of a breakdown drawn as one stacked bar under the chart, e.g. page views by browser. */
  breakdown?: {title: string; parts: {label: string; share: number}[]};
}

/** A table of shaded cells (a retention table): each cell's share of its row's total sets its shade. */
export interface GridFigure extends Common {
  kind: 'grid';
  /** The headers over the first column and over the cells. */
  rowHeader: string;
  totalHeader: string;
  columns: string[];
  rows: {
    label: string;
    total: number;
    /** Shares in percent; null where the period has not happened yet. */ cells: (number | null)[];
  }[];
}

/** People flowing from one step to the next ones: widths proportional to the people. */
export interface FlowFigure extends Common {
  kind: 'flow';
  from: {label: string; value: number};
  to: {label: string; value: number; /** A further step from this one. */ then?: {label: string; value: number}}[];
  unit: string;
}

/** Events along a time axis: a session, a release, a deploy. */
export interface TimelineFigure extends Common {
  kind: 'timeline';
  /** The axis: label of each event's time, and its position as a number in any unit. */
  events: {at: number; time: string; label: string; tone?: Tone}[];
  /** Spans drawn under the axis, e.g. "Session 1". */
  spans?: {from: number; to: number; label: string; tone?: Tone}[];
}

/** The 100 rollout buckets of a feature flag, 0 to 99, and which of them are in. */
export interface BucketsFigure extends Common {
  kind: 'buckets';
  /** Buckets below this number are in: a rollout of 20% is buckets 0 to 19. */
  rollout: number;
  inLabel: string;
  outLabel: string;
}

export type NodeShape = 'box' | 'store' | 'person' | 'group' | 'page';

/** Boxes at places on a grid, joined by arrows: architecture, deployments, processes, page mock-ups. */
export interface DiagramFigure extends Common {
  kind: 'diagram';
  /** The grid, in cells: nodes sit at whole or half cells. */
  columns: number;
  rows: number;
  nodes: {
    id: string;
    /** One line, or several separated by "\n". */
    label: string;
    /** A smaller second line: a port, a version, a count. */
    sub?: string;
    x: number;
    y: number;
    w?: number;
    h?: number;
    shape?: NodeShape;
    tone?: Tone;
    /** 0 to 1: fills the box with the tone at that strength (a heatmap, a share). */
    shade?: number;
  }[];
  edges: {
    from: string;
    to: string;
    label?: string;
    dashed?: boolean;
    /** Arrow heads at both ends. */ both?: boolean;
  }[];
  alt: string;
}

export type FigureSpec =
  | FunnelFigure
  | BarsFigure
  | ColumnsFigure
  | LinesFigure
  | GridFigure
  | FlowFigure
  | TimelineFigure
  | BucketsFigure
  | DiagramFigure;

/** A figure drawn: the SVG document, its size, and the texts the page shows with it. */
export interface RenderedFigure {
  id: string;
  width: number;
  height: number;
  /** The standalone SVG file; its drawing is the element with id "figure", which pages reference with `<use>`. */
  svg: string;
  alt: string;
  caption: string;
  /** 8 hex digits of the SVG's content, for the file's address (`?v=`), so a changed figure is never cached. */
  hash: string;
}
