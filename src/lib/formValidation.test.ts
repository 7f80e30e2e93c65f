import {describe, expect, it} from 'vitest';
import {
  failureMessage,
  isHttpUrl,
  submissionOutcome,
  validateField,
  validateForm,
  type FieldSpec,
} from './formValidation';

const name: FieldSpec = {name: 'name', label: 'Your name', kind: 'text', required: true, missing: 'Enter your name.'};
const email: FieldSpec = {name: 'email', label: 'Email address', kind: 'email', required: true};
const link: FieldSpec = {name: 'link', label: 'A link to your work', kind: 'url'};
const role: FieldSpec = {
  name: 'role',
  label: 'Role',
  kind: 'select',
  required: true,
  options: [
    {value: 'Full-stack engineer', label: 'Full-stack engineer'},
    {value: 'Product designer', label: 'Product designer'},
  ],
};
const note: FieldSpec = {name: 'note', label: 'Note', kind: 'textarea', required: true, minLength: 20, maxLength: 40};

describe('validateField', () => {
  it('asks for a required field that is empty or blank, with its own message or one from the label', () => {
    expect(validateField(name, '')).toBe('Enter your name.');
    expect(validateField(name, '   ')).toBe('Enter your name.');
    expect(validateField(email, '')).toBe('Fill in email address.');
    expect(validateField(role, '')).toBe('Choose role.');
  });

  it('accepts an empty optional field', () => {
    expect(validateField(link, '')).toBeUndefined();
    expect(validateField(link, '  ')).toBeUndefined();
  });

  it('checks email addresses', () => {
    expect(validateField(email, ' ana@example.com ')).toBeUndefined();
    for (const bad of ['ana', 'ana@example', 'ana@@example.com', 'a na@example.com'])
      expect(validateField(email, bad), bad).toBe('Enter an email address in the form name@example.com.');
  });

  it('checks links: absolute http(s) addresses only', () => {
    expect(validateField(link, 'https://github.com/ana')).toBeUndefined();
    for (const bad of ['github.com/ana', 'javascript:alert(1)', 'https://localhost', 'ftp://example.com'])
      expect(validateField(link, bad), bad).toMatch(/^Enter a full address that starts with https:\/\//);
  });

  it('accepts only the listed options of a select', () => {
    expect(validateField(role, 'Product designer')).toBeUndefined();
    expect(validateField(role, 'Astronaut')).toBe('Choose one of the options in the list.');
  });

  it('counts characters after trimming, and says how many were written', () => {
    expect(validateField(note, '  too short  ')).toBe('Write at least 20 characters; you wrote 9.');
    expect(validateField(note, 'x'.repeat(20))).toBeUndefined();
    expect(validateField(note, 'x'.repeat(40))).toBeUndefined();
    expect(validateField(note, 'x'.repeat(41))).toBe('Keep it to 40 characters or fewer; you wrote 41.');
    // Characters, not UTF-16 units: an emoji is one.
    expect(validateField(note, '🙂'.repeat(20))).toBeUndefined();
  });
});

describe('validateForm', () => {
  const fields = [name, email, link, role, note];

  it('lists every problem in the order of the form', () => {
    expect(validateForm(fields, {email: 'nope', link: 'x', role: '', note: 'short'})).toEqual([
      {name: 'name', message: 'Enter your name.'},
      {name: 'email', message: 'Enter an email address in the form name@example.com.'},
      {name: 'link', message: expect.stringMatching(/^Enter a full address/)},
      {name: 'role', message: 'Choose role.'},
      {name: 'note', message: 'Write at least 20 characters; you wrote 5.'},
    ]);
  });

  it('finds nothing wrong with a complete form', () => {
    expect(
      validateForm(fields, {
        name: 'Ana Lima',
        email: 'ana@example.com',
        role: 'Full-stack engineer',
        note: 'I built a billing system.',
      }),
    ).toEqual([]);
  });
});

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://ana.dev/work?x=1'])('accepts %s', (url) => expect(isHttpUrl(url)).toBe(true));
  it.each(['', 'example.com', 'mailto:a@b.co', 'https://'])('rejects %s', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('submissionOutcome and failureMessage', () => {
  it('treats 2xx as sent, and every other answer or none as failed', () => {
    expect(submissionOutcome(200)).toBe('sent');
    expect(submissionOutcome(204)).toBe('sent');
    for (const status of [undefined, 0, 302, 400, 422, 500, 503]) expect(submissionOutcome(status)).toBe('failed');
  });

  it('says what failed and that nothing typed is lost', () => {
    expect(failureMessage(500, 'application')).toBe(
      'Your application was not sent: the form service answered with an error (HTTP 500). Everything you typed is still here, so you can try again in a few minutes.',
    );
    expect(failureMessage(undefined, 'request')).toMatch(
      /^Your request was not sent: the form service could not be reached\./,
    );
  });
});
