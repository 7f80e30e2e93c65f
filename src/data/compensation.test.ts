import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {
  ALL_BANDS,
  BANDS,
  BENCHMARKS,
  LEAD_ALLOWANCE,
  LEVELS,
  salary,
  salaryTable,
  type BandLetter,
  type LevelNumber,
  type RoleFamily,
} from './compensation';
import {roles} from './roles';

// The handbook page is the source the data must match: a change on either side fails these tests.
const handbook = readFileSync(fileURLToPath(new URL('../../handbook/people/compensation.md', import.meta.url)), 'utf8');

/** The cells of the first Markdown table after `heading`, header and separator rows left out. */
function tableAfter(heading: string): string[][] {
  const lines = handbook.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`compensation.md has no heading "${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    if (line.startsWith('|'))
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    else if (rows.length > 0) break;
  }
  if (rows.length < 3) throw new Error(`compensation.md has no table under "${heading}"`);
  return rows.slice(2);
}

/** "$150,000" → 150000. */
function dollars(text: string): number {
  const match = /^\$(\d{1,3}(?:,\d{3})*)$/.exec(text.trim());
  if (!match) throw new Error(`Not a dollar amount: "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

const benchmarkRows = tableAfter('### Role benchmark');
const levelRows = tableAfter('### Level factor');
const bandRows = tableAfter('### Location factor');
const exampleRows = tableAfter('## Examples');

/** The family an example's role names: "engineer" is Engineering, "product designer" is Product design. */
function familyOf(role: string): RoleFamily {
  const matches = Object.values(BENCHMARKS).filter(
    (family) => family.name.toLowerCase().startsWith(role) || family.roles.includes(role),
  );
  if (matches.length !== 1) throw new Error(`The example role "${role}" matches ${matches.length} role families`);
  return matches[0].family;
}

describe('the data matches handbook/people/compensation.md', () => {
  it('has every role family with its roles and benchmark, in the same order', () => {
    const parsed = benchmarkRows.map(([name, rolesToday, benchmark]) => ({
      name,
      roles: rolesToday.split(', '),
      benchmark: dollars(benchmark),
    }));
    expect(
      Object.values(BENCHMARKS).map(({name, roles: familyRoles, benchmark}) => ({name, roles: familyRoles, benchmark})),
    ).toEqual(parsed);
    for (const [key, value] of Object.entries(BENCHMARKS)) expect(value.family).toBe(key);
  });

  it('has the five levels with their names, factors and summaries', () => {
    const parsed = levelRows.map(([number, name, factor, summary]) => ({
      number: Number(number),
      name,
      factor: Number(factor),
      summary,
    }));
    expect(LEVELS).toEqual(parsed);
  });

  it('has the four location bands with their factors and places', () => {
    const parsed = bandRows.map(([letter, factor, places]) => ({letter, factor: Number(factor), places}));
    expect(BANDS).toEqual(parsed);
    expect(ALL_BANDS).toEqual(['A', 'B', 'C', 'D']);
  });

  it('has the lead allowance', () => {
    const match = /lead allowance of \$([\d,]+) a year/.exec(handbook);
    expect(match, 'the handbook states the lead allowance').not.toBeNull();
    expect(LEAD_ALLOWANCE).toBe(dollars(`$${match![1]}`));
  });

  it('reproduces every row of the examples table', () => {
    expect(exampleRows.length).toBeGreaterThanOrEqual(6);
    for (const [roleAndLevel, bandText, calculation, yearly] of exampleRows) {
      const role = /^(.+?), level (\d) \(([^)]+)\)(, leading a team)?$/.exec(roleAndLevel);
      expect(role, `"${roleAndLevel}" names a role and a level`).not.toBeNull();
      const [, roleName, levelText, levelName, leading] = role!;
      const level = Number(levelText) as LevelNumber;
      const band = bandText as BandLetter;
      const lead = leading !== undefined;

      const calc = /^(\$[\d,]+) × (\d\.\d+) × (\d\.\d+)(?: \+ (\$[\d,]+))?$/.exec(calculation);
      expect(calc, `"${calculation}" is benchmark × level factor × location factor`).not.toBeNull();
      const [, benchmarkText, levelFactor, bandFactor, allowance] = calc!;

      const family = BENCHMARKS[familyOf(roleName)];
      expect(dollars(benchmarkText), `${roleAndLevel}: benchmark`).toBe(family.benchmark);
      expect(
        LEVELS.find((l) => l.number === level),
        `${roleAndLevel}: level`,
      ).toMatchObject({name: levelName, factor: Number(levelFactor)});
      expect(BANDS.find((b) => b.letter === band)?.factor, `${roleAndLevel}: band ${band}`).toBe(Number(bandFactor));
      expect(allowance === undefined ? undefined : dollars(allowance), `${roleAndLevel}: lead allowance`).toBe(
        lead ? LEAD_ALLOWANCE : undefined,
      );

      expect(salary(family.benchmark, level, band, {lead}), `${roleAndLevel}, band ${band}`).toBe(dollars(yearly));
    }
  });
});

describe('salary', () => {
  it('is rounded to whole dollars', () => {
    // 135,000 × 0.80 × 0.80 is 86,400.00000000001 in floating point.
    expect(salary(135_000, 2, 'C')).toBe(86_400);
    expect(salary(123_457, 1, 'D')).toBe(56_173);
    for (const level of LEVELS)
      for (const band of BANDS) expect(Number.isInteger(salary(150_000, level.number, band.letter))).toBe(true);
  });

  it('is the benchmark itself at level 3 in band A, and never under 0.70 of band A in band D', () => {
    for (const {benchmark} of Object.values(BENCHMARKS)) {
      expect(salary(benchmark, 3, 'A')).toBe(benchmark);
      for (const level of LEVELS)
        expect(salary(benchmark, level.number, 'D')).toBe(Math.round(salary(benchmark, level.number, 'A') * 0.7));
    }
  });

  it('refuses a level or band that does not exist', () => {
    expect(() => salary(150_000, 6 as LevelNumber, 'A')).toThrow(RangeError);
    expect(() => salary(150_000, 3, 'E' as BandLetter)).toThrow(RangeError);
  });
});

describe('open roles', () => {
  it('each has a role family with a benchmark, levels that exist and every band', () => {
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      expect(Object.keys(BENCHMARKS), `${role.id}: family`).toContain(role.family);
      expect(role.levels.length, `${role.id}: levels`).toBeGreaterThan(0);
      for (const level of role.levels)
        expect(
          LEVELS.map((l) => l.number),
          `${role.id}: level ${level}`,
        ).toContain(level);
      expect([...role.levels], `${role.id}: levels in order, once each`).toEqual([...new Set(role.levels)].sort());
      expect([...role.bands], `${role.id}: bands (fully remote)`).toEqual(['A', 'B', 'C', 'D']);
    }
  });

  it('each gets a table of a salary for every level and band it is open to', () => {
    for (const role of roles) {
      const table = salaryTable(role);
      expect(table.benchmark.family).toBe(role.family);
      expect(table.rows.map((row) => row.level.number)).toEqual([...role.levels]);
      expect(table.bands.map((band) => band.letter)).toEqual([...role.bands]);
      for (const row of table.rows) {
        expect(row.salaries.map((cell) => cell.band.letter)).toEqual([...role.bands]);
        for (const cell of row.salaries)
          expect(cell.salary).toBe(salary(table.benchmark.benchmark, row.level.number, cell.band.letter));
      }
      const lowest = role.levels[0];
      const highest = role.levels[role.levels.length - 1];
      expect(table.range).toEqual({
        min: salary(table.benchmark.benchmark, lowest, 'D'),
        max: salary(table.benchmark.benchmark, highest, 'A'),
      });
    }
  });

  it('a table refuses a level or band that does not exist', () => {
    expect(() => salaryTable({family: 'engineering', levels: [7 as LevelNumber], bands: ALL_BANDS})).toThrow(
      RangeError,
    );
    expect(() => salaryTable({family: 'engineering', levels: [3], bands: []})).toThrow(RangeError);
    expect(() => salaryTable({family: 'design' as RoleFamily, levels: [3], bands: ALL_BANDS})).toThrow(RangeError);
  });
});
