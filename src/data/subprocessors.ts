/**
 * The sub-processors of Cairn Cloud: the kinds of providers that process Cloud customers' data for us. One list,
 * rendered on the sub-processor page (/subprocessors), in the privacy policy and referred to by the data processing
 * agreement (/dpa). Customers are told 30 days before one is added (SUBPROCESSOR_NOTICE_DAYS).
 */

export interface Subprocessor {
  /** The kind of provider. */
  name: string;
  /** What it does for Cloud. */
  purpose: string;
  /** The personal data it receives. */
  data: string;
  /** Where it processes that data. */
  location: string;
  /** Whether it stores the events and persons of customers' projects. */
  holdsProjectData: boolean;
}

export const SUBPROCESSOR_NOTICE_DAYS = 30;

export const subprocessors: Subprocessor[] = [
  {
    name: 'Cloud infrastructure provider',
    purpose: 'servers, databases, backups and secrets of Cloud',
    data: "all Cloud data, including your projects' events and persons",
    location: 'the region you chose, EU or US',
    holdsProjectData: true,
  },
  {
    name: 'Transactional email provider',
    purpose: 'invitations, password resets and account notices',
    data: 'names, email addresses and the content of those emails',
    location: 'US',
    holdsProjectData: false,
  },
  {
    name: 'Payment processor',
    purpose: 'card payments, invoices and tax calculation',
    data: 'billing contact, billing address, tax number, card details',
    location: 'US',
    holdsProjectData: false,
  },
  {
    name: 'Business email provider',
    purpose: 'our mailboxes, such as hello@cairn.dev',
    data: 'what you write to us',
    location: 'US',
    holdsProjectData: false,
  },
];
