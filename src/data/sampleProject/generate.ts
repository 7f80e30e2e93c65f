import type {Properties, SampleElement, SampleEvent, SamplePerson} from './types';

/**
 * The generator of the sample project's persons and events: deterministic for a seed (a small PRNG, mulberry32,
 * no dependency), so every build draws the same numbers. The story it tells: visitors arrive at Pebblepot a
 * little more each week, most sign up on their first visit, view recipes, save some and cook a few; the people
 * who signed up come back less each week; cooking mode (2026-10-05) makes cooking more likely, and the annual
 * Plus plan (2026-10-19) adds annual subscriptions.
 */

export const SITE_URL = 'https://pebblepot.example';
export const FROM = '2026-08-31';
export const TO = '2026-11-08';
export const SEED = 20260831;
export const PERSONS = 3000;
export const COOKING_MODE_DATE = '2026-10-05';
export const ANNUAL_PLAN_DATE = '2026-10-19';

const DAY_MS = 86_400_000;
const START = Date.parse(`${FROM}T00:00:00Z`);
const END = Date.parse(`${TO}T00:00:00Z`) + DAY_MS;
const DAYS = (END - START) / DAY_MS;
const COOKING_MODE = Date.parse(`${COOKING_MODE_DATE}T00:00:00Z`);
const ANNUAL_PLAN = Date.parse(`${ANNUAL_PLAN_DATE}T00:00:00Z`);

/** mulberry32: a 32-bit PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The recipes of Pebblepot: slug, title and cuisine; the first ones are the most viewed. */
export const RECIPES = [
  {slug: 'miso-butter-noodles', title: 'Miso butter noodles', cuisine: 'Japanese'},
  {slug: 'sheet-pan-gnocchi', title: 'Sheet-pan gnocchi', cuisine: 'Italian'},
  {slug: 'charred-corn-tacos', title: 'Charred corn tacos', cuisine: 'Mexican'},
  {slug: 'lemon-lentil-soup', title: 'Lemon lentil soup', cuisine: 'Middle Eastern'},
  {slug: 'one-pot-dal', title: 'One-pot dal', cuisine: 'Indian'},
  {slug: 'crispy-tofu-bowls', title: 'Crispy tofu bowls', cuisine: 'Korean'},
  {slug: 'tomato-galette', title: 'Tomato galette', cuisine: 'French'},
  {slug: 'green-shakshuka', title: 'Green shakshuka', cuisine: 'Middle Eastern'},
  {slug: 'peanut-soba-salad', title: 'Peanut soba salad', cuisine: 'Japanese'},
  {slug: 'brown-butter-cookies', title: 'Brown butter cookies', cuisine: 'American'},
] as const;

const COUNTRIES: [string, number][] = [
  ['US', 34],
  ['GB', 14],
  ['DE', 10],
  ['CA', 8],
  ['IN', 8],
  ['FR', 7],
  ['AU', 6],
  ['NL', 5],
  ['BR', 5],
  ['ES', 3],
];
const DEVICES: [{$os: string; $browser: string; $device_type: string}, number][] = [
  [{$os: 'iOS', $browser: 'Mobile Safari', $device_type: 'Mobile'}, 22],
  [{$os: 'Windows', $browser: 'Chrome', $device_type: 'Desktop'}, 20],
  [{$os: 'Mac OS X', $browser: 'Chrome', $device_type: 'Desktop'}, 15],
  [{$os: 'Android', $browser: 'Chrome', $device_type: 'Mobile'}, 14],
  [{$os: 'Mac OS X', $browser: 'Safari', $device_type: 'Desktop'}, 12],
  [{$os: 'Windows', $browser: 'Edge', $device_type: 'Desktop'}, 7],
  [{$os: 'Windows', $browser: 'Firefox', $device_type: 'Desktop'}, 6],
  [{$os: 'Linux', $browser: 'Firefox', $device_type: 'Desktop'}, 4],
];
const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dev',
  'Elif',
  'Farah',
  'Gus',
  'Hana',
  'Ines',
  'Jonah',
  'Kavya',
  'Lior',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Uma',
  'Viktor',
  'Wren',
  'Yara',
  'Zeke',
];
const LAST_NAMES = [
  'Abernethy',
  'Brightwater',
  'Castellan',
  'Dunmore',
  'Everly',
  'Fairbairn',
  'Greenhalgh',
  'Holloway',
  'Ivers',
  'Juniper',
  'Kettering',
  'Larkspur',
  'Marlowe',
  'Northcott',
  'Oakhurst',
  'Pennywhistle',
  'Quillan',
  'Rowntree',
  'Stillwater',
  'Thistlewood',
];

function pick<T>(random: () => number, weighted: [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const hex = (random: () => number, length: number) =>
  Array.from({length}, () => Math.floor(random() * 16).toString(16)).join('');

/** The hour a session starts: people look for recipes at lunch and cook in the evening. */
const HOURS: [number, number][] = Array.from({length: 24}, (_, hour) => [
  hour,
  hour < 6 ? 0.3 : hour < 11 ? 1.5 : hour < 14 ? 3 : hour < 17 ? 2 : hour < 21 ? 4.5 : 1.5,
]);

export interface Generated {
  persons: SamplePerson[];
  events: SampleEvent[];
}

export function generate(seed = SEED): Generated {
  const random = prng(seed);
  const persons: SamplePerson[] = [];
  const events: SampleEvent[] = [];
  let counter = 0;

  // Arrivals grow through the ten weeks; weekends are a little quieter.
  const dayWeights: [number, number][] = Array.from({length: DAYS}, (_, day) => {
    const weekday = (day + 0) % 7; // FROM is a Monday
    return [day, (1 + (0.7 * day) / DAYS) * (weekday >= 5 ? 0.8 : 1)];
  });

  for (let index = 0; index < PERSONS; index++) {
    const distinctId = `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}`;
    const country = pick(random, COUNTRIES);
    const device = pick(random, DEVICES);
    const engagement = 0.45 + random() * 1.1;
    const person: Properties = {country, ...device};
    const base = (): Properties => ({
      ...device,
      country,
      plan: person.plan === 'plus' ? 'plus' : 'free',
    });
    let last = 0;
    const emit = (at: number, event: string, url: string, extra: Properties = {}, elements?: SampleElement[]) => {
      if (at >= END) return;
      last = at;
      counter += 1;
      const path = url;
      events.push({
        uuid: `01${(counter + 0x100000).toString(16)}-${hex(random, 6)}`,
        event,
        distinct_id: distinctId,
        timestamp: new Date(Math.floor(at / 1000) * 1000).toISOString(),
        properties: {...base(), $current_url: `${SITE_URL}${path}`, $pathname: path, ...extra},
        ...(elements ? {elements} : {}),
      });
    };
    const step = (at: number, min = 15, max = 140) => at + (min + random() * (max - min)) * 1000;
    const click = (at: number, path: string, tag: string, text: string, selector: string, extra: Properties = {}) =>
      emit(at, '$autocapture', path, {$event_type: tag === 'form' ? 'submit' : 'click', ...extra}, [
        {tag_name: tag, ...(text ? {text} : {}), selector},
      ]);
    const recipe = () => RECIPES[Math.min(RECIPES.length - 1, Math.floor(random() ** 1.6 * RECIPES.length))]!;

    /** A visit to recipe pages, with what a visitor does on them; returns when it ends. */
    const browseRecipes = (start: number, count: number, signedUp: boolean): number => {
      let at = start;
      for (let r = 0; r < count; r++) {
        const {slug, title, cuisine} = recipe();
        const path = `/recipes/${slug}`;
        at = step(at);
        emit(at, '$pageview', path, {$title: `${title} · Pebblepot`});
        if (signedUp) emit(at + 400, 'recipe_viewed', path, {recipe: slug, cuisine});
        const roll = random();
        if (roll < 0.08) click((at = step(at, 5, 40)), path, 'button', 'Share', 'button.share');
        else if (roll < 0.13) click((at = step(at, 5, 40)), path, 'a', 'Print', 'a.print');
        else if (roll < 0.24) click((at = step(at, 5, 40)), path, 'button', '+ Servings', 'button.servings-up');
        else if (roll < 0.36) click((at = step(at, 20, 90)), path, 'input', '', 'ul.ingredients input[type=checkbox]');
        if (!signedUp) {
          if (random() < 0.12) click((at = step(at, 5, 40)), path, 'a', 'Log in', 'nav a.login');
          continue;
        }
        if (random() < 0.34 * engagement) {
          click((at = step(at, 10, 60)), path, 'button', 'Save recipe', 'button#save-recipe');
          emit(at + 300, 'recipe_saved', path, {recipe: slug, cuisine});
        }
        if (random() < (at >= COOKING_MODE ? 0.24 : 0.15) * engagement) {
          click((at = step(at, 20, 120)), path, 'button', 'Start cooking', 'button#start-cooking');
          at = step(at, 600, 1500);
          emit(at, 'cooked_recipe', path, {recipe: slug, cuisine, cooking_mode: at >= COOKING_MODE});
        }
      }
      return at;
    };

    // The first visit.
    const arrivalDay = pick(random, dayWeights);
    let at = START + arrivalDay * DAY_MS + pick(random, HOURS) * 3_600_000 + random() * 3_600_000;
    const created = at;
    const landing = random();
    const signs = random() < 0.63;
    if (landing < 0.5) {
      emit(at, '$pageview', '/', {$title: 'Pebblepot · Cook something new tonight'});
      const next = random();
      if (next < (signs ? 0.35 : 0.45)) {
        click((at = step(at, 4, 30)), '/', 'a', 'Browse recipes', 'a.hero-browse');
        emit((at += 800), '$pageview', '/recipes', {$title: 'Recipes · Pebblepot'});
        at = browseRecipes(at, 1, false);
      } else if (next < (signs ? 0.5 : 0.6))
        emit((at = step(at, 5, 40)), '$pageview', '/pricing', {$title: 'Plans · Pebblepot'});
    } else if (landing < 0.9) at = browseRecipes(at - 20_000, 1, false);
    else emit(at, '$pageview', '/pricing', {$title: 'Plans · Pebblepot'});
    if (signs) {
      at = step(at, 10, 60);
      emit(at, '$pageview', '/join', {$title: 'Join · Pebblepot'});
      at = step(at, 25, 110);
      click(at, '/join', 'form', 'Create account', 'form#signup');
      emit(at + 500, 'signed_up', '/join', {signup_method: random() < 0.55 ? 'email' : 'google'});
      const signupDay = Math.floor((at - START) / DAY_MS);
      const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
      const family = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
      person.name = `${first} ${family}`;
      person.email = `${first}.${family}${index % 97}@example.com`.toLowerCase();
      person.signed_up_at = new Date(Math.floor(at / 1000) * 1000).toISOString();
      if (random() < 0.86) {
        at = step(at, 5, 30);
        emit(at, '$pageview', '/recipes', {$title: 'Recipes · Pebblepot'});
        browseRecipes(at, 1 + Math.floor(random() * 1.6), true);
      }

      // Later visits: some on the first days, then fewer each week.
      for (let week = 0; week < 11; week++) {
        const chance = week === 0 ? 0.3 : 0.3 * 0.8 ** (week - 1);
        const visits = random() < chance * engagement ? (random() < 0.15 * engagement ? 2 : 1) : 0;
        for (let v = 0; v < visits; v++) {
          const day = signupDay + week * 7 + (week === 0 ? 1 : 0) + Math.floor(random() * (week === 0 ? 6 : 7));
          let visit = START + day * DAY_MS + pick(random, HOURS) * 3_600_000 + random() * 3_600_000;
          if (visit <= last || visit >= END) continue;
          const entry = random() < 0.6 ? '/recipes' : '/saved';
          emit(visit, '$pageview', entry, {$title: entry === '/saved' ? 'Saved · Pebblepot' : 'Recipes · Pebblepot'});
          visit = browseRecipes(visit, 1 + Math.floor(random() * 2 * engagement), true);
          if (person.plan !== 'plus' && random() < 0.045 * engagement) {
            visit = step(visit, 10, 60);
            emit(visit, '$pageview', '/pricing', {$title: 'Plans · Pebblepot'});
            const annual = visit >= ANNUAL_PLAN && random() < 0.45;
            click((visit = step(visit, 20, 90)), '/pricing', 'button', 'Get Plus', 'button#get-plus');
            if (visit < END) {
              emit(visit + 2000, 'subscribed', '/pricing', {billing: annual ? 'annual' : 'monthly'});
              person.plan = 'plus';
            }
          }
        }
      }
    } else if (random() < 0.2) {
      // A second look, without signing up.
      const visit = at + (1 + Math.floor(random() * 10)) * DAY_MS;
      if (visit < END) browseRecipes(visit, 1, false);
    }
    persons.push({
      distinct_id: distinctId,
      created_at: new Date(Math.floor(created / 1000) * 1000).toISOString(),
      properties: {...person, plan: person.plan === 'plus' ? 'plus' : 'free'},
    });
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.uuid < b.uuid ? -1 : 1));
  return {persons, events};
}
