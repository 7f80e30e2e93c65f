/**
 * The salary formula of handbook/people/compensation.md, as data: salary = role benchmark × level factor ×
 * location factor, plus the lead allowance for team leads. The careers page computes every job post's salary
 * table from here, and src/data/compensation.test.ts checks these numbers against the handbook's tables and
 * examples, so the page and the handbook cannot drift apart.
 */

/** The role families of the handbook's benchmark table. */
export type RoleFamily =
  | 'engineering'
  | 'product-design'
  | 'growth-and-sales'
  | 'community-and-developer-relations'
  | 'operations-and-people'
  | 'customer-success';

export interface Benchmark {
  family: RoleFamily;
  /** The family's name, as in the handbook. */
  name: string;
  /** The roles the family covers today. */
  roles: readonly string[];
  /** Yearly base salary in US dollars at level 3 in band A. */
  benchmark: number;
}

export const BENCHMARKS: Record<RoleFamily, Benchmark> = {
  engineering: {
    family: 'engineering',
    name: 'Engineering',
    roles: ['full-stack', 'backend', 'frontend', 'infrastructure', 'mobile SDK'],
    benchmark: 150_000,
  },
  'product-design': {
    family: 'product-design',
    name: 'Product design',
    roles: ['product designer'],
    benchmark: 135_000,
  },
  'growth-and-sales': {
    family: 'growth-and-sales',
    name: 'Growth and sales',
    roles: ['growth', 'sales'],
    benchmark: 130_000,
  },
  'community-and-developer-relations': {
    family: 'community-and-developer-relations',
    name: 'Community and developer relations',
    roles: ['community and docs', 'developer advocate'],
    benchmark: 120_000,
  },
  'operations-and-people': {
    family: 'operations-and-people',
    name: 'Operations and people',
    roles: ['operations', 'people', 'finance'],
    benchmark: 115_000,
  },
  'customer-success': {
    family: 'customer-success',
    name: 'Customer success',
    roles: ['customer success'],
    benchmark: 105_000,
  },
};

export type LevelNumber = 1 | 2 | 3 | 4 | 5;

export interface Level {
  number: LevelNumber;
  name: string;
  factor: number;
  /** What the level means, in short. */
  summary: string;
}

/** The five levels every role uses, in order. */
export const LEVELS: readonly Level[] = [
  {number: 1, name: 'Associate', factor: 0.65, summary: 'does well-defined work with regular guidance'},
  {number: 2, name: 'Intermediate', factor: 0.8, summary: 'owns tasks end to end with occasional guidance'},
  {number: 3, name: 'Senior', factor: 1.0, summary: 'owns an area, decides independently, helps others'},
  {number: 4, name: 'Staff', factor: 1.2, summary: 'shapes several areas, leads work across teams'},
  {number: 5, name: 'Principal', factor: 1.4, summary: 'sets direction for a large part of the company or product'},
];

export type BandLetter = 'A' | 'B' | 'C' | 'D';

export interface Band {
  letter: BandLetter;
  factor: number;
  /** Which places the band covers. */
  places: string;
}

/** The four location bands, from the most expensive labor markets (A) to the floor (D). */
export const BANDS: readonly Band[] = [
  {letter: 'A', factor: 1.0, places: 'the most expensive labor markets for our roles'},
  {letter: 'B', factor: 0.9, places: 'large, expensive cities and high-cost countries'},
  {letter: 'C', factor: 0.8, places: 'most other places in Europe and North America'},
  {letter: 'D', factor: 0.7, places: 'everywhere else'},
];

/** Every band's letter: a fully remote company hires in all of them. */
export const ALL_BANDS: readonly BandLetter[] = BANDS.map((band) => band.letter);

/** Added to the salary of a team lead, in US dollars a year, for as long as they lead a team. */
export const LEAD_ALLOWANCE = 6_000;

export function getLevel(number: LevelNumber): Level {
  const level = LEVELS.find((candidate) => candidate.number === number);
  if (!level) throw new RangeError(`No level ${number}`);
  return level;
}

export function getBand(letter: BandLetter): Band {
  const band = BANDS.find((candidate) => candidate.letter === letter);
  if (!band) throw new RangeError(`No location band ${letter}`);
  return band;
}

/**
 * The yearly base salary in US dollars, rounded to whole dollars: benchmark × level factor × location factor,
 * plus the lead allowance when `lead` is set.
 */
export function salary(
  benchmark: number,
  level: LevelNumber,
  band: BandLetter,
  {lead = false}: {lead?: boolean} = {},
): number {
  const base = benchmark * getLevel(level).factor * getBand(band).factor;
  return Math.round(base) + (lead ? LEAD_ALLOWANCE : 0);
}

/** What a job post needs to list its salaries: the family and the levels and bands it is open to. */
export interface OpenRole {
  family: RoleFamily;
  levels: readonly LevelNumber[];
  bands: readonly BandLetter[];
}

export interface SalaryRow {
  level: Level;
  /** One salary per band of the table, in the table's band order. */
  salaries: {band: Band; salary: number}[];
}

export interface SalaryTable {
  benchmark: Benchmark;
  bands: Band[];
  rows: SalaryRow[];
  /** The lowest and highest salary in the table. */
  range: {min: number; max: number};
}

/** A role's salary for every level and band it is open to: levels from low to high, bands from A to D. */
export function salaryTable(role: OpenRole): SalaryTable {
  const benchmark = BENCHMARKS[role.family];
  if (!benchmark) throw new RangeError(`No benchmark for the role family "${role.family}"`);
  if (role.levels.length === 0 || role.bands.length === 0)
    throw new RangeError('A role is open to at least one level and one band');
  // getLevel and getBand throw on a level or band that does not exist, so a typo cannot hide a row.
  const levels = [...new Set(role.levels)].map(getLevel).sort((a, b) => a.number - b.number);
  const bands = [...new Set(role.bands)].map(getBand).sort((a, b) => BANDS.indexOf(a) - BANDS.indexOf(b));
  const rows = levels.map((level) => ({
    level,
    salaries: bands.map((band) => ({band, salary: salary(benchmark.benchmark, level.number, band.letter)})),
  }));
  const all = rows.flatMap((row) => row.salaries.map((cell) => cell.salary));
  return {benchmark, bands, rows, range: {min: Math.min(...all), max: Math.max(...all)}};
}
