import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../config/site';
import {applicationForm, HONEYPOT_FIELD, requestForm} from './forms';
import {plans, startupPlan} from './plans';
import {roles} from './roles';
import {services} from './services';

const root = path.resolve(import.meta.dirname, '../..');
const optionsOf = (form: typeof applicationForm, name: string) =>
  form.fields.find((field) => field.name === name)?.options?.map((option) => option.value);

describe('the site forms', () => {
  it.each([applicationForm, requestForm])(
    '$id: lands on a page of the site and posts to a configured endpoint',
    (form) => {
      expect(existsSync(path.join(root, 'src/pages', `${form.confirmationPath.slice(1)}.mdx`))).toBe(true);
      expect(readDeployConfig({})[form.action]).toMatch(/^https:\/\//);
      const names = form.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      // The provider's own fields are never a visitor's field.
      expect(names.filter((name) => name.startsWith('_') || name === HONEYPOT_FIELD)).toEqual([]);
      // Every required field says what to do when it is empty.
      expect(form.fields.filter((field) => field.required && !field.missing)).toEqual([]);
    },
  );

  it('offers the open roles, the services and the plans from their one source', () => {
    expect(optionsOf(applicationForm, 'role')).toEqual(roles.map((role) => role.title));
    expect(optionsOf(requestForm, 'service')).toEqual([...services.map((service) => service.name), 'Not sure yet']);
    expect(optionsOf(requestForm, 'plan')).toEqual([
      ...[...plans, startupPlan].map((plan) => plan.name),
      'Not using Cairn yet',
    ]);
  });

  it("lists the services of the services page's table, each linking to its section", () => {
    const page = readFileSync(path.join(root, 'src/pages/services.mdx'), 'utf8');
    for (const service of services) expect(page, service.name).toContain(`(#${service.id})`);
  });
});
