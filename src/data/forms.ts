/**
 * The site's two forms, the careers application and the services request: their fields (checked by
 * src/lib/formValidation.ts), where they post (a deploy-time value of src/config/site.ts) and the page a visitor lands
 * on once the form is sent. The component is src/components/ContactForm.
 */
import type {FieldSpec} from '../lib/formValidation';
import type {DeployConfig} from '../config/site';
import {plans, startupPlan} from './plans';
import {roles} from './roles';
import {services} from './services';

export interface FormSpec {
  /** A stable id: the prefix of the fields' element ids. */
  id: 'application' | 'request';
  /** The form's accessible name. */
  label: string;
  /** The deploy-time value that holds the provider's endpoint. */
  action: keyof Pick<DeployConfig, 'careersFormActionUrl' | 'servicesFormActionUrl'>;
  /** Where the visitor lands once it is sent: the provider redirects there (`_next`), or the script goes there. */
  confirmationPath: '/application-received' | '/request-received';
  /** The subject of the email the provider sends us (`_subject`). */
  subject: string;
  /** What is sent, for the failure message: "Your application was not sent". */
  noun: string;
  submitLabel: string;
  /** The address that takes the same content by email, and its subject. */
  mail: {address: string; subject: string};
  fields: FieldSpec[];
}

/** The provider's hidden bot trap: people never see it, and a post with it filled in is dropped. */
export const HONEYPOT_FIELD = '_gotcha';

const MESSAGE_MAX = 5000;

export const applicationForm: FormSpec = {
  id: 'application',
  label: 'Job application',
  action: 'careersFormActionUrl',
  confirmationPath: '/application-received',
  subject: 'Job application from cairn.dev',
  noun: 'application',
  submitLabel: 'Send application',
  mail: {address: 'hello@cairn.dev', subject: 'Application'},
  fields: [
    {
      name: 'name',
      label: 'Your name',
      kind: 'text',
      required: true,
      missing: 'Enter your name.',
      maxLength: 200,
      autoComplete: 'name',
    },
    {
      name: 'email',
      label: 'Email address',
      kind: 'email',
      required: true,
      missing: 'Enter the email address we should answer.',
      maxLength: 320,
      autoComplete: 'email',
    },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      required: true,
      missing: 'Choose the role you are applying for.',
      options: roles.map((role) => ({value: role.title, label: role.title})),
    },
    {
      name: 'location',
      label: 'Where you work from',
      kind: 'text',
      required: true,
      missing: 'Enter the country or time zone you work from.',
      maxLength: 200,
      hint: 'A country or a time zone is enough. We hire between UTC−5 and UTC+3.',
    },
    {
      name: 'link',
      label: 'A link to your work',
      kind: 'url',
      maxLength: 500,
      hint: 'GitHub, a portfolio, or something you built.',
      autoComplete: 'url',
    },
    {
      name: 'message',
      label: 'Something you built and why it mattered',
      kind: 'textarea',
      required: true,
      missing: 'Tell us about something you built.',
      minLength: 100,
      maxLength: MESSAGE_MAX,
      hint: 'At least 100 characters. A few paragraphs are plenty; no cover letter needed.',
    },
  ],
};

export const requestForm: FormSpec = {
  id: 'request',
  label: 'Services request',
  action: 'servicesFormActionUrl',
  confirmationPath: '/request-received',
  subject: 'Services request from cairn.dev',
  noun: 'request',
  submitLabel: 'Send request',
  mail: {address: 'sales@cairn.dev', subject: 'Services request'},
  fields: [
    {
      name: 'name',
      label: 'Your name',
      kind: 'text',
      required: true,
      missing: 'Enter your name.',
      maxLength: 200,
      autoComplete: 'name',
    },
    {
      name: 'email',
      label: 'Work email',
      kind: 'email',
      required: true,
      missing: 'Enter the email address we should answer.',
      maxLength: 320,
      autoComplete: 'email',
    },
    {name: 'company', label: 'Company', kind: 'text', maxLength: 200, autoComplete: 'organization'},
    {
      name: 'service',
      label: 'Service',
      kind: 'select',
      required: true,
      missing: 'Choose a service, or "Not sure yet".',
      options: [
        ...services.map((service) => ({value: service.name, label: service.name})),
        {value: 'Not sure yet', label: 'Not sure yet'},
      ],
    },
    {
      name: 'plan',
      label: 'Your plan',
      kind: 'select',
      required: true,
      missing: 'Choose your plan, or "Not using Cairn yet".',
      options: [
        ...[...plans, startupPlan].map((plan) => ({value: plan.name, label: plan.name})),
        {value: 'Not using Cairn yet', label: 'Not using Cairn yet'},
      ],
    },
    {
      name: 'setup',
      label: 'Cairn version and how you deployed it',
      kind: 'text',
      maxLength: 200,
      hint: 'For example "1.15.0 with Docker Compose" or "Cloud, EU region".',
    },
    {
      name: 'volume',
      label: 'Events a month',
      kind: 'text',
      maxLength: 100,
      hint: 'For example "about 3 million".',
    },
    {
      name: 'message',
      label: 'What you need, and the weeks that suit you',
      kind: 'textarea',
      required: true,
      missing: 'Tell us what you need.',
      minLength: 30,
      maxLength: MESSAGE_MAX,
      hint: 'At least 30 characters.',
    },
  ],
};
