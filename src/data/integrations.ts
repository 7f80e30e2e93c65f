/**
 * The libraries and integrations of Cairn, one entry per page of the docs' Integrations section: the docs' index
 * lists them from here (`::integrations{group="..."}`, src/content/remark/integrations.ts) and the /integrations
 * gallery shows them as cards. Each `id` is the page's file under `integrations/` of every docs version.
 */
export type IntegrationGroup = 'official' | 'community' | 'destinations' | 'segment';

export interface Integration {
  /** The docs page: `integrations/<id>.md` in each docs version, `/docs/integrations/<id>` in the latest. */
  id: string;
  /** The page's title. */
  name: string;
  group: IntegrationGroup;
  /** Where it runs or what it connects to, as the gallery labels it. */
  platform: string;
  /** What to install, as a reader types it; absent for a guide or an incoming webhook. */
  package?: string;
  /** One line of inline Markdown: what the page covers. */
  summary: string;
  /** A page about integrations (a guide or a reference) rather than one: listed in the docs, not in the gallery. */
  guide?: true;
}

export const INTEGRATION_GROUPS: Record<IntegrationGroup, {title: string; about: string}> = {
  official: {
    title: 'Official libraries',
    about: 'Written, tested and released by the Cairn team.',
  },
  community: {
    title: 'Community libraries',
    about: 'Maintained by members of the Cairn community; the Cairn team lists them and reviews their docs.',
  },
  destinations: {
    title: 'Sending data out',
    about: 'Post a message to a chat channel every time an event matches an action.',
  },
  segment: {
    title: 'Segment',
    about: 'Send the data you already collect with Segment to Cairn.',
  },
};

export const integrations: Integration[] = [
  {
    id: 'js',
    name: 'JavaScript (browser)',
    group: 'official',
    platform: 'Browser',
    package: 'cairn-js',
    summary: 'add `cairn-js` with the snippet or from npm, with autocapture of clicks, form submits and page views.',
  },
  {
    id: 'node',
    name: 'Node.js',
    group: 'official',
    platform: 'Server',
    package: 'cairn-node',
    summary: 'send events and read flags from Node.js servers, workers and serverless functions with `cairn-node`.',
  },
  {
    id: 'python',
    name: 'Python',
    group: 'official',
    platform: 'Server',
    package: 'cairn-python',
    summary: 'use `cairn-python` (imported as `cairn`) in Django, Flask, FastAPI, scripts and Celery tasks.',
  },
  {
    id: 'ruby',
    name: 'Ruby',
    group: 'official',
    platform: 'Server',
    package: 'cairn-ruby',
    summary: 'use `cairn-ruby` in Rails, Sinatra, Sidekiq jobs and plain Ruby.',
  },
  {
    id: 'go',
    name: 'Go (golang)',
    group: 'official',
    platform: 'Server',
    package: 'github.com/cairn-analytics/cairn-go',
    summary: 'use `github.com/cairn-analytics/cairn-go` in Go services, with a context-aware shutdown.',
  },
  {
    id: 'php',
    name: 'PHP',
    group: 'official',
    platform: 'Server',
    package: 'cairn-analytics/cairn-php',
    summary: 'install `cairn-analytics/cairn-php` with Composer for Laravel, Symfony, WordPress or plain PHP.',
  },
  {
    id: 'android',
    name: 'Android',
    group: 'official',
    platform: 'Mobile',
    package: 'dev.cairn:cairn-android',
    summary: 'add `dev.cairn:cairn-android` to a Kotlin or Java app, with screen and lifecycle events.',
  },
  {
    id: 'ios',
    name: 'iOS',
    group: 'official',
    platform: 'Mobile',
    package: 'Cairn',
    summary: 'add `Cairn` with Swift Package Manager or CocoaPods to iOS apps written in Swift.',
  },
  {
    id: 'flutter',
    name: 'Flutter',
    group: 'official',
    platform: 'Mobile',
    package: 'cairn_flutter',
    summary: 'use `cairn_flutter` from Dart in apps for Android and iOS.',
  },
  {
    id: 'react-native',
    name: 'React Native',
    group: 'official',
    platform: 'Mobile',
    package: 'cairn-react-native',
    summary: 'use `cairn-react-native` in bare React Native and Expo apps.',
  },
  {
    id: 'elixir',
    name: 'Elixir',
    group: 'community',
    platform: 'Server',
    package: 'cairn',
    summary: 'the `cairn` package on Hex for Phoenix and other Elixir applications.',
  },
  {
    id: 'gatsby',
    name: 'Gatsby',
    group: 'community',
    platform: 'Website',
    package: 'gatsby-plugin-cairn',
    summary: '`gatsby-plugin-cairn` adds the browser snippet to a Gatsby site and records page views on route changes.',
  },
  {
    id: 'docusaurus',
    name: 'Docusaurus',
    group: 'community',
    platform: 'Website',
    package: 'docusaurus-plugin-cairn',
    summary: '`docusaurus-plugin-cairn` adds Cairn to a Docusaurus documentation site.',
  },
  {
    id: 'community',
    name: 'Community libraries',
    group: 'community',
    platform: 'Guide',
    summary: 'how community libraries are maintained, and the checklist for contributing and listing a new one.',
    guide: true,
  },
  {
    id: 'slack',
    name: 'Slack',
    group: 'destinations',
    platform: 'Chat',
    summary: 'create a Slack incoming webhook, connect it in Cairn, test it and fix common delivery problems.',
  },
  {
    id: 'microsoft-teams',
    name: 'Microsoft Teams',
    group: 'destinations',
    platform: 'Chat',
    summary: 'create a Teams webhook for a channel, connect it in Cairn and test it.',
  },
  {
    id: 'message-formatting',
    name: 'Message formatting',
    group: 'destinations',
    platform: 'Reference',
    summary:
      'the complete list of tokens such as `[action.name]`, `[user.name]` and `[event.properties.plan]`, how they render in Slack and Teams, escaping and missing values.',
    guide: true,
  },
  {
    id: 'segment',
    name: 'Segment',
    group: 'segment',
    platform: 'Data pipeline',
    package: 'the "Cairn" destination',
    summary:
      'send your existing Segment data to Cairn with the "Cairn" destination, how each Segment call maps to Cairn, and the limits of a server-side connection.',
  },
];

/** The integrations of a group, in the order the docs list them. */
export function integrationsOf(group: IntegrationGroup, list = integrations): Integration[] {
  return list.filter((entry) => entry.group === group);
}
