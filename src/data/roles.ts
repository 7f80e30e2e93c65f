/** Open roles, from the product brief. The careers page reads from here. */
import {ALL_BANDS, type BandLetter, type LevelNumber, type OpenRole, type RoleFamily} from './compensation';

export interface Role extends OpenRole {
  id: string;
  title: string;
  team: string;
  summary: string;
  youWill: string[];
  /** The benchmark family of handbook/people/compensation.md that sets the role's salary. */
  family: RoleFamily;
  /** The levels we hire this role at now, from low to high. */
  levels: readonly LevelNumber[];
  /** The location bands the role is open to: all of them, as we are fully remote. */
  bands: readonly BandLetter[];
}

export const roles: Role[] = [
  {
    id: 'full-stack-engineer',
    title: 'Full-stack engineer',
    team: 'Engineering',
    family: 'engineering',
    levels: [2, 3, 4],
    bands: ALL_BANDS,
    summary: 'Build Cairn end to end: Django and DRF on the backend, React and TypeScript in the app.',
    youWill: [
      'Ship features from the first design discussion to the release post',
      'Write queries that stay fast on PostgreSQL and ClickHouse',
      'Review pull requests from the community',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product designer',
    team: 'Product',
    family: 'product-design',
    levels: [2, 3],
    bands: ALL_BANDS,
    summary: 'Design how engineers and product teams explore their data in Cairn.',
    youWill: [
      'Own the design of insights, dashboards and the toolbar',
      'Talk to self-hosters and Cloud users every week',
      'Keep our design system small and consistent',
    ],
  },
  {
    id: 'developer-advocate',
    title: 'Developer advocate',
    team: 'Growth',
    family: 'community-and-developer-relations',
    levels: [2, 3],
    bands: ALL_BANDS,
    summary: 'Help developers succeed with Cairn through docs, examples, talks and community support.',
    youWill: [
      'Write tutorials and keep the docs accurate release after release',
      'Build sample apps with our SDKs',
      'Be the voice of the community inside the team',
    ],
  },
];
