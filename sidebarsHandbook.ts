import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The handbook's content index: every handbook page must appear here. */
const sidebarsHandbook = {
  handbook: [
    'index',
    {
      type: 'category',
      label: 'Company',
      collapsed: false,
      items: [
        'company/story',
        'company/team',
        'company/values',
        'company/culture',
        'company/communication',
        'company/remote-work',
      ],
    },
    {
      type: 'category',
      label: 'People',
      items: [
        'people/hiring-process',
        'people/onboarding',
        'people/compensation',
        'people/benefits',
        'people/time-off',
        'people/spending-money',
        'people/feedback-and-growth',
        'people/leaving-cairn',
      ],
    },
    {
      type: 'category',
      label: 'Growth',
      items: ['growth/community', 'growth/content', 'growth/marketing', 'growth/sales', 'growth/customer-success'],
    },
    {
      type: 'category',
      label: 'Engineering',
      items: [
        'engineering/development-process',
        'engineering/code-review',
        'engineering/releasing-a-new-version',
        'engineering/qa',
        'engineering/security',
        'engineering/incident-response',
        'engineering/support-rotation',
      ],
    },
    {
      type: 'category',
      label: 'Strategy',
      items: [
        'strategy/overview',
        'strategy/business-model',
        'strategy/roadmap',
        'strategy/investors',
        'strategy/investor-updates',
        'strategy/competition',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebarsHandbook;
