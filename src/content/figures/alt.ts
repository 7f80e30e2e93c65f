import {formatCount} from '../../lib/numbers';
import type {FigureSpec} from './types';

/**
 * The text alternative of a chart, written from its data so that a reader who cannot see the picture gets every
 * number it draws. A figure's own `alt` replaces it; diagrams always carry their own.
 */

/** A percentage with one decimal, as the feature pages write conversion rates: "30.0%". */
export const percent1 = (share: number): string => `${(Math.round(share * 10) / 10).toFixed(1)}%`;
/** A count as the pages write it, "8,400"; a number with decimals keeps them, "3.0" stays "3.0" only when given. */
export const count = (value: number): string => (Number.isInteger(value) ? formatCount(value) : String(value));

const list = (parts: string[]) => parts.join('; ');
/** A title inside a sentence: "Events on a weekday" reads "events on a weekday"; "AWS costs" stays. */
const sentenceInside = (title: string) =>
  /^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

export function autoAlt(spec: FigureSpec): string {
  switch (spec.kind) {
    case 'funnel': {
      const unit = spec.unit ?? 'people';
      const first = spec.steps[0]?.people ?? 0;
      const steps = spec.steps.map((step, index) => {
        if (index === 0) return `${step.label}, ${count(step.people)}`;
        const previous = spec.steps[index - 1]!.people;
        return `${step.label}, ${count(step.people)} (${percent1((step.people / previous) * 100)} of the previous step, ${percent1((step.people / first) * 100)} of the first)`;
      });
      return `Funnel chart of ${spec.steps.length} steps, ${unit} at each step: ${list(steps)}.`;
    }
    case 'bars':
      return `Bar chart${spec.title ? ` of ${sentenceInside(spec.title)}` : ''}, ${spec.unit}: ${list(spec.bars.map((bar) => `${bar.label}, ${bar.display ?? count(bar.value)}`))}.`;
    case 'columns':
      return `Column chart of ${spec.unit}, ${spec.series.join(' and ')}: ${list(
        spec.groups.map(
          (group) =>
            `${group.label}: ${spec.series.map((name, i) => `${name} ${group.display?.[i] ?? count(group.values[i]!)}`).join(', ')}`,
        ),
      )}.`;
    case 'lines': {
      const series = spec.series.map(
        (line) => `${line.label}: ${line.values.map((value, i) => `${spec.x[i]} ${count(value)}`).join(', ')}`,
      );
      const annotation = spec.annotation
        ? ` An annotation on ${spec.x[spec.annotation.at]} reads "${spec.annotation.label}".`
        : '';
      const breakdown = spec.breakdown
        ? ` ${spec.breakdown.title}: ${spec.breakdown.parts.map((part) => `${part.label} ${part.share}%`).join(', ')}.`
        : '';
      return `Line chart of ${spec.unit} from ${spec.x[0]} to ${spec.x[spec.x.length - 1]}. ${list(series)}.${annotation}${breakdown}`;
    }
    case 'grid':
      return `Table of ${spec.rows.length} ${spec.rows.length === 1 ? 'row' : 'rows'} shaded by share. ${list(
        spec.rows.map((row) => {
          const cells = row.cells.flatMap((cell, i) => (cell === null ? [] : [`${spec.columns[i]} ${cell}%`]));
          return `${row.label}: ${count(row.total)} ${spec.totalHeader.toLowerCase()}${cells.length ? `, ${cells.join(', ')}` : ''}`;
        }),
      )}.`;
    case 'flow':
      return `Flow of ${count(spec.from.value)} ${spec.unit} from ${spec.from.label}: ${list(
        spec.to.map(
          (to) =>
            `${count(to.value)} to ${to.label}${to.then ? `, then ${count(to.then.value)} of them to ${to.then.label}` : ''}`,
        ),
      )}.`;
    case 'timeline':
      return `Timeline: ${list(spec.events.map((event) => `${event.time}, ${event.label}`))}.${spec.spans ? ` ${spec.spans.map((span) => span.label).join('; ')}.` : ''}`;
    case 'buckets':
      return `Rollout of ${spec.rollout}%: of the 100 buckets, 0 to 99, the first ${spec.rollout} are in (${spec.inLabel}) and the others are out (${spec.outLabel}).`;
    case 'diagram':
      return spec.alt;
  }
}

/** The numbers of a text as it writes them: "8,400", "30.0", "14", "1.15" (a trailing "%" or "." left out). */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((token) => token.replace(/[,.]$/, ''));
}

/**
 * The numbers of a figure's text alternative that the page's text does not have. A number counts as present when
 * the page has it as a whole token (not inside a longer number): "8,400" matches "8,400 people", not "18,400".
 */
export function numbersMissingFrom(alt: string, pageText: string): string[] {
  const present = new Set(numbersIn(pageText));
  return [...new Set(numbersIn(alt))].filter((number) => !present.has(number));
}
