import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INSTALL_FILES, INSTALL_STEPS} from './install';

const staticFile = (sitePath: string) => path.join(__dirname, '..', '..', 'static', sitePath);

describe('the home page install steps', () => {
  it('fetch files the site publishes', () => {
    for (const file of INSTALL_FILES) expect(existsSync(staticFile(file)), file).toBe(true);
    const fetched = INSTALL_STEPS.flatMap((step) => step.command.match(/https:\/\/cairn\.dev(\/\S+)/)?.[1] ?? []);
    expect(fetched).toEqual([...INSTALL_FILES]);
  });

  it('name the settings the example file asks to fill in', () => {
    const example = readFileSync(staticFile(INSTALL_FILES[1]), 'utf8');
    expect(example).toMatch(/^SITE_URL=/m);
    const secrets = example.split('\n').filter((line) => /^[A-Z_]+=REPLACE_WITH/.test(line));
    expect(secrets.map((line) => line.split('=')[0])).toEqual(['SECRET_KEY', 'POSTGRES_PASSWORD']);
    expect(INSTALL_STEPS[1]!.label).toMatch(/SITE_URL and the two secrets/);
  });

  it('start the stack the Compose file describes, on the port it publishes', () => {
    const compose = readFileSync(staticFile(INSTALL_FILES[0]), 'utf8');
    expect(compose).toMatch(/8000:8000/);
    expect(INSTALL_STEPS.at(-1)!.command).toBe('docker compose up -d');
  });
});
