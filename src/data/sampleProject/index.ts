import {ANNUAL_PLAN_DATE, COOKING_MODE_DATE, FROM, generate, SEED, SITE_URL, TO} from './generate';
import type {SampleProject} from './types';

export type * from './types';

/**
 * The sample project of the product views (README.md): Pebblepot, a made-up recipe-sharing app. Its persons and
 * events come from ./generate.ts (deterministic for the seed); its actions, cohorts, feature flags, dashboard and
 * annotations are written here. Everything is sample data: no real company, person or customer.
 */
const {persons, events} = generate(SEED);

export const sampleProject: SampleProject = {
  name: 'Pebblepot',
  siteUrl: SITE_URL,
  from: FROM,
  to: TO,
  seed: SEED,
  persons,
  events,
  actions: [
    {
      id: 1,
      name: 'Signed up',
      steps: [{event: 'signed_up'}, {event: '$autocapture', url: `${SITE_URL}/join`, selector: 'form#signup'}],
    },
    {id: 2, name: 'Saved a recipe', steps: [{event: 'recipe_saved'}]},
    {
      id: 3,
      name: 'Started cooking',
      steps: [{event: '$autocapture', url: '/recipes/', urlMatching: 'contains', selector: 'button#start-cooking'}],
    },
    {id: 4, name: 'Subscribed to Plus', steps: [{event: 'subscribed'}]},
  ],
  cohorts: [
    {
      id: 1,
      name: 'Plus subscribers',
      description: 'People on the paid Plus plan.',
      kind: 'dynamic',
      filter: {property: 'plan', value: 'plus'},
    },
    {
      id: 2,
      name: 'Regular cooks',
      description: 'People who cooked at least three recipes.',
      kind: 'dynamic',
      performed: {event: 'cooked_recipe', atLeast: 3},
    },
    {
      id: 3,
      name: 'Recipe testers',
      description: 'People invited to test new recipes, uploaded as a CSV file.',
      kind: 'static',
      distinctIds: persons
        .filter((person) => person.properties.email)
        .slice(0, 40)
        .map((person) => person.distinct_id),
    },
  ],
  featureFlags: [
    {
      key: 'cooking-mode',
      name: 'Step-by-step cooking mode with timers',
      rolloutPercentage: 100,
      filters: [],
      active: true,
      created_at: '2026-09-14T09:12:00.000Z',
      created_by: 'Product team',
    },
    {
      key: 'recipe-scaler-v2',
      name: 'New servings scaler on recipe pages',
      rolloutPercentage: 30,
      filters: [{property: 'country', value: ['US', 'CA', 'GB']}],
      active: true,
      created_at: '2026-10-12T14:40:00.000Z',
      created_by: 'Product team',
    },
    {
      key: 'annual-plan',
      name: 'Annual billing on the pricing page',
      rolloutPercentage: 100,
      filters: [{property: 'plan', value: 'free'}],
      active: true,
      created_at: '2026-10-16T11:05:00.000Z',
      created_by: 'Growth team',
    },
    {
      key: 'weekly-menu-email',
      name: 'Weekly menu email opt-in',
      rolloutPercentage: 20,
      filters: [],
      active: true,
      created_at: '2026-10-28T08:30:00.000Z',
      created_by: 'Growth team',
    },
    {
      key: 'pantry-search',
      name: 'Search recipes by what is in your pantry',
      rolloutPercentage: 0,
      filters: [{property: '$device_type', value: 'Desktop'}],
      active: false,
      created_at: '2026-11-03T16:20:00.000Z',
      created_by: 'Product team',
    },
  ],
  dashboard: {
    name: 'Pebblepot weekly',
    description: 'The numbers the team reviews every Monday.',
    tiles: [
      {title: 'Signups per week', insight: 'trends', query: 'trends'},
      {title: 'Weekly active cooks', insight: 'trends', query: 'weeklyActive'},
      {title: 'Signup to cooked recipe', insight: 'funnel', query: 'funnel'},
      {title: 'Plus subscriptions', insight: 'number', query: 'subscriptions'},
      {title: 'Coming back to recipes', insight: 'retention', query: 'retention'},
    ],
  },
  annotations: [
    {date: COOKING_MODE_DATE, content: 'Cooking mode released'},
    {date: ANNUAL_PLAN_DATE, content: 'Annual Plus plan launched'},
  ],
};
