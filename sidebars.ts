import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs content index. Every doc must appear here (the build fails naming any file that does not);
 * released versions keep their own copy in versioned_sidebars/.
 */
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Get Started',
      collapsed: false,
      items: ['index', 'deployment/snippet-installation', 'ai-assistants'],
    },
    {
      type: 'category',
      label: 'Guide',
      items: ['feature-flag-use-cases', 'product-direction', 'cairn-direction'],
    },
    {
      type: 'category',
      label: 'Tutorials',
      // The `launch-tutorials-section` feature flag shows or hides this group at run time.
      customProps: {featureFlag: 'launch-tutorials-section'},
      className: 'sidebar-group-tutorials',
      link: {type: 'doc', id: 'tutorials/index'},
      items: ['tutorials/feature-flags', 'tutorials/funnels', 'tutorials/toolbar'],
    },
    {
      type: 'category',
      label: 'Install',
      link: {type: 'doc', id: 'deployment/index'},
      items: [
        'deployment/deploy-docker',
        'deployment/deploy-kubernetes',
        'deployment/deploy-source',
        'deployment/deploy-aws',
        'deployment/deploy-azure',
        'deployment/deploy-gcs',
        'deployment/deploy-digital-ocean',
        'deployment/deploy-linode',
        'deployment/deploy-heroku',
        'deployment/deploy-render',
        'deployment/hosting-costs',
      ],
    },
    {
      type: 'category',
      label: 'Configuring',
      link: {type: 'doc', id: 'configuring-cairn/index'},
      items: [
        'configuring-cairn/environment-variables',
        'configuring-cairn/running-behind-proxy',
        'configuring-cairn/smtp-credentials',
        'configuring-cairn/securing-cairn',
        'configuring-cairn/scaling-cairn',
        'configuring-cairn/clickhouse',
        'configuring-cairn/upgrading-cairn',
        'configuring-cairn/helm-values',
        'configuring-cairn/deleting-data',
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: {type: 'doc', id: 'integrations/index'},
      items: [
        'integrations/js',
        'integrations/node',
        'integrations/python',
        'integrations/ruby',
        'integrations/go',
        'integrations/php',
        'integrations/android',
        'integrations/ios',
        'integrations/flutter',
        'integrations/react-native',
        'integrations/segment',
        {
          type: 'category',
          label: 'Community',
          items: ['integrations/community', 'integrations/elixir', 'integrations/gatsby', 'integrations/docusaurus'],
        },
        {
          type: 'category',
          label: 'Sending Data Out',
          items: ['integrations/slack', 'integrations/microsoft-teams', 'integrations/message-formatting'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Features',
      link: {type: 'doc', id: 'features/index'},
      items: [
        'features/events',
        'features/actions',
        'features/users',
        'features/trends',
        'features/funnels',
        'features/retention',
        'features/paths',
        'features/sessions',
        'features/cohorts',
        'features/dashboards',
        'features/annotations',
        'features/live-actions',
        'features/feature-flags',
        'features/toolbar',
        'features/inviting-your-team',
        'features/log-in-with-github-gitlab',
      ],
    },
    {
      type: 'category',
      label: 'API',
      items: [
        'api/overview',
        'api/changes',
        'api/post-only-endpoints',
        'api/decide',
        'api/engage',
        'api/events',
        'api/people',
        'api/elements',
        'api/trends',
        'api/user',
        'api/feature-flags',
        'api/actions',
        'api/cohorts',
        'api/dashboards',
        'api/annotations',
        'api/health',
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      items: ['contributing', 'developing-locally', 'updating-documentation', 'api-endpoint-template'],
    },
    {
      type: 'category',
      label: 'Architecture',
      items: ['stack', 'project-structure', 'data-model'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
