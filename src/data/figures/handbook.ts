import type {FigureSpec} from '../../lib/figures/types';

/**
 * Figures of the handbook: how we release, hire, build and respond to incidents. Tones: 1 the main path, 2 what
 * happens when something goes wrong or waits, 5 people and systems outside the step itself.
 */
export const HANDBOOK_FIGURES: FigureSpec[] = [
  // handbook/engineering/releasing-a-new-version.md, "The calendar"
  {
    id: 'release-week',
    kind: 'diagram',
    caption: 'The date is fixed and the upgrade test is the gate: a red upgrade test on the final candidate is a no-go, with no exceptions.',
    alt:
      'Diagram of a release week. On Wednesday, 5 days before release, the release branch is cut from main and rc.1 is built. From Wednesday to Friday the candidate is tested, with fixes only and a new rc for each fix, by the captain, testers and about 30 volunteer self-hosters. On every candidate, CI runs the upgrade test from each earlier 1.x release, on a database seeded with 200,000 events, where 40 insights must return the same results as before. On Friday the captain, Tomás and Diego decide go or no-go; a no-go moves the date by one week at most. On Monday the release is tagged and the images, the Helm chart, the docs and the Array post are published. From Monday to Wednesday the captain watches issues and the community chat, and ships a patch release if one is needed.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'freeze', label: 'Freeze:\nbranch cut,\nrc.1 built', sub: 'Wednesday', x: 0, y: 1.4, w: 1.0, h: 1.1, tone: 1},
      {id: 'testing', label: 'Candidate\ntesting,\nfixes only', sub: 'Wed to Fri', x: 1.25, y: 1.4, w: 1.0, h: 1.1, tone: 1},
      {id: 'decision', label: 'Go or\nno-go', sub: 'Friday', x: 2.5, y: 1.4, w: 1.0, h: 1.1, tone: 1},
      {id: 'release', label: 'Release:\ntag, images,\nchart, post', sub: 'Monday', x: 3.75, y: 1.4, w: 1.0, h: 1.1, tone: 1},
      {id: 'watch', label: 'Watch issues\nand chat', sub: 'Mon to Wed', x: 5.0, y: 1.4, w: 1.0, h: 1.1, tone: 1},
      {id: 'volunteers', label: 'About 30\nself-hosters', sub: 'run candidates', x: 1.25, y: 0, w: 1.0, h: 0.9, shape: 'person', tone: 5},
      {id: 'upgradetest', label: 'Upgrade test\nfrom every 1.x', sub: 'on each candidate', x: 2.5, y: 0, w: 1.0, h: 0.9, tone: 5},
      {id: 'nogo', label: 'No-go: move\nthe date, one\nweek at most', x: 2.5, y: 2.95, w: 1.0, h: 1.0, tone: 2},
      {id: 'patch', label: 'Patch release\nif needed', sub: 'same branch', x: 5.0, y: 2.95, w: 1.0, h: 1.0, tone: 2},
    ],
    edges: [
      {from: 'freeze', to: 'testing'},
      {from: 'testing', to: 'decision'},
      {from: 'decision', to: 'release', label: 'go'},
      {from: 'release', to: 'watch'},
      {from: 'volunteers', to: 'testing', dashed: true},
      {from: 'upgradetest', to: 'decision', dashed: true},
      {from: 'decision', to: 'nogo'},
      {from: 'watch', to: 'patch', dashed: true},
    ],
  },
  // handbook/people/hiring-process.md, "The stages"
  {
    id: 'hiring-stages',
    kind: 'diagram',
    caption: 'Every role goes through the same five stages, and the paid trial task always comes after the skills conversation, so nobody spends 4 hours on an application that had no chance.',
    alt:
      'Diagram of the five hiring stages. 1: a written application, which takes most people under an hour and gets a first answer within 3 working days. 2: a 30-minute introductory call with Inès. 3: a skills conversation of 60 to 90 minutes with two future colleagues. 4: a paid trial task of about 4 hours, paid a flat $400. 5: a 45-minute founder call with Maya or Tomás, then two references. An offer or a no follows within 48 hours, after the references. Candidates wait no more than 3 working days between stages, and in our first hiring round the median from application to offer was 19 days.',
    columns: 6,
    rows: 3,
    nodes: [
      {id: 'application', label: '1. Written\napplication', sub: 'under an hour', x: 0, y: 0.2, w: 1.0, h: 1.1, tone: 1},
      {id: 'intro', label: '2. Intro call\nwith Inès', sub: '30 minutes', x: 1.25, y: 0.2, w: 1.0, h: 1.1, tone: 1},
      {id: 'skills', label: '3. Skills\nconversation', sub: '60 to 90 minutes', x: 2.5, y: 0.2, w: 1.0, h: 1.1, tone: 1},
      {id: 'trial', label: '4. Paid trial\ntask', sub: '4 hours, $400', x: 3.75, y: 0.2, w: 1.0, h: 1.1, tone: 1},
      {id: 'founder', label: '5. Founder\ncall, then\nreferences', sub: '45 minutes', x: 5.0, y: 0.2, w: 1.0, h: 1.1, tone: 1},
      {id: 'decision', label: 'Offer or no', sub: 'within 48 hours', x: 5.0, y: 1.8, w: 1.0, h: 0.9, tone: 1, shade: 0.25},
      {id: 'waits', label: 'No more than 3 working days of waiting between stages;\na median of 19 days to an offer in our first hiring round', x: 0, y: 1.8, w: 4.6, h: 0.9, tone: 5},
    ],
    edges: [
      {from: 'application', to: 'intro'},
      {from: 'intro', to: 'skills'},
      {from: 'skills', to: 'trial'},
      {from: 'trial', to: 'founder'},
      {from: 'founder', to: 'decision'},
    ],
  },
  // handbook/engineering/development-process.md, "The path of a change"
  {
    id: 'change-path',
    kind: 'diagram',
    caption: 'Every change takes the same path; the dashed stages apply only to larger work and to anything visible. Cloud deploys from main several times a day, so a change reaches Cloud long before it reaches self-hosters in a release.',
    alt:
      'Diagram of the path of a change. A problem is written down as a GitHub issue and triaged in the weekly triage meeting. Larger work then gets a proposal, an issue labeled proposal that stays open for at least one week, and anything visible gets a design, with mockups posted on the issue. The change is built in small pull requests against main, each with one reviewer. Cloud deploys from main several times a day, and self-hosters get the change in the next minor release, usually every three to five weeks, shipped by the release captain.',
    columns: 6,
    rows: 3,
    nodes: [
      {id: 'problem', label: 'Problem', sub: 'a GitHub issue', x: 0, y: 0.2, w: 1.1, h: 0.9, tone: 1},
      {id: 'triage', label: 'Triage', sub: 'weekly meeting', x: 1.6, y: 0.2, w: 1.1, h: 0.9, tone: 1},
      {id: 'proposal', label: 'Proposal', sub: 'larger work only', x: 3.2, y: 0.2, w: 1.1, h: 0.9, tone: 5},
      {id: 'design', label: 'Design', sub: 'anything visible', x: 4.8, y: 0.2, w: 1.1, h: 0.9, tone: 5},
      {id: 'build', label: 'Build', sub: 'small pull requests', x: 4.7, y: 1.8, w: 1.3, h: 0.9, tone: 1},
      {id: 'cloud', label: 'Ship to Cloud', sub: 'several times a day', x: 2.85, y: 1.8, w: 1.3, h: 0.9, tone: 1},
      {id: 'release', label: 'Release', sub: 'next minor release', x: 1.0, y: 1.8, w: 1.3, h: 0.9, tone: 1},
    ],
    edges: [
      {from: 'problem', to: 'triage'},
      {from: 'triage', to: 'proposal', dashed: true},
      {from: 'proposal', to: 'design', dashed: true},
      {from: 'design', to: 'build', dashed: true},
      {from: 'triage', to: 'build'},
      {from: 'build', to: 'cloud'},
      {from: 'cloud', to: 'release'},
    ],
  },
  // handbook/engineering/incident-response.md, "Roles" and "The status page"
  {
    id: 'incident-response-flow',
    kind: 'diagram',
    caption: 'Anyone can declare an incident. From SEV2 up, at least two people respond, so the person fixing the problem is not also writing the status updates.',
    alt:
      'Flow diagram of incident response. An alert, a support ticket or a report in the community chat leads someone to declare an incident in the incidents channel, open an incident issue as the written record, and rate it SEV1 to SEV4; anyone can declare one. The incident lead, usually the on-call engineer, owns the response. A subject expert investigates and fixes, while communications keeps the status page updated: for SEV1 within 15 minutes and then every 30 minutes, for SEV2 within 30 minutes and then every hour. When the lead decides the incident is resolved, every SEV1 and SEV2 incident gets a written postmortem within 5 working days.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'signal', label: 'Alert, ticket\nor chat report', x: 0, y: 0.2, w: 1.2, h: 0.9, tone: 5},
      {id: 'declare', label: 'Declare, rate\nSEV1 to SEV4', sub: 'anyone can', x: 1.6, y: 0.2, w: 1.3, h: 0.9, tone: 1},
      {id: 'lead', label: 'Incident lead', sub: 'on-call engineer', x: 3.3, y: 0.2, w: 1.2, h: 0.9, tone: 1},
      {id: 'expert', label: 'Subject expert', sub: 'investigates, fixes', x: 4.8, y: 0.2, w: 1.2, h: 0.9, tone: 1},
      {id: 'comms', label: 'Communications', sub: 'status page', x: 3.3, y: 1.9, w: 1.2, h: 0.9, tone: 1},
      {id: 'cadence', label: 'Status page updates\nSEV1: within 15 minutes, then every 30\nSEV2: within 30 minutes, then every hour', x: 0, y: 1.9, w: 2.9, h: 0.9, tone: 5},
      {id: 'resolved', label: 'Resolved', sub: 'the lead decides', x: 4.8, y: 1.9, w: 1.2, h: 0.9, tone: 1},
      {id: 'postmortem', label: 'Postmortem', sub: 'within 5 working days', x: 4.8, y: 3.6, w: 1.2, h: 0.9, tone: 1},
    ],
    edges: [
      {from: 'signal', to: 'declare'},
      {from: 'declare', to: 'lead'},
      {from: 'lead', to: 'expert'},
      {from: 'lead', to: 'comms'},
      {from: 'comms', to: 'cadence'},
      {from: 'expert', to: 'resolved'},
      {from: 'resolved', to: 'postmortem', label: 'SEV1, SEV2'},
    ],
  },
  // handbook/engineering/incident-response.md, "An example: the January 2026 dashboard refreshes"
  {
    id: 'incident-january-2026',
    kind: 'timeline',
    caption: 'Most of the incident passed before anyone knew: we learned of it from customer tickets, not from an alert, which is what the new alert on refresh tasks is for.',
    alt:
      'Timeline of the January 2026 incident, in UTC. At 09:50 a change that made dashboards refresh every minute reached production in a normal deploy from main. At 14:10 we noticed, from customer tickets about slow dashboards, not from an alert. At 15:40 the incident lead rolled back the deploy and the queue drained. We rated it SEV2.',
    events: [
      {at: 9 + 50 / 60, time: '09:50 UTC', label: 'Change reaches production', tone: 2},
      {at: 14 + 10 / 60, time: '14:10 UTC', label: 'Noticed from customer tickets', tone: 2},
      {at: 15 + 40 / 60, time: '15:40 UTC', label: 'Deploy rolled back', tone: 1},
    ],
    spans: [
      {from: 9 + 50 / 60, to: 14 + 10 / 60, label: 'Not noticed yet', tone: 2},
      {from: 14 + 10 / 60, to: 15 + 40 / 60, label: 'Response', tone: 1},
    ],
  },
];
