import {describe, expect, it} from 'vitest';
import {ComposeTagged, composeProblems, dependenciesOf, parseCompose, portsOf, waitsForHealthy} from './compose';

const whole = `
services:
  db:
    image: postgres:15
    restart: unless-stopped
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U cairn"]
      interval: 5s
  web:
    image: cairnanalytics/cairn:1.15.0
    command: ./bin/docker-server
    restart: unless-stopped
    ports:
      - "127.0.0.1:8000:8000"
    depends_on:
      db:
        condition: service_healthy
`;

describe('parseCompose', () => {
  it("reads Compose's merge tags on lists, mappings and scalars", () => {
    const file = parseCompose(
      'services:\n  web:\n    ports: !override\n      - "8000:8000"\n    environment: !reset {}\n',
    );
    expect(file.services.web.ports).toEqual(new ComposeTagged('!override', ['8000:8000']));
    expect(file.services.web.environment).toEqual(new ComposeTagged('!reset', {}));
    expect(portsOf(file.services.web)).toEqual([{hostIp: '', published: '8000', target: '8000'}]);
  });

  it('reads the short and the long form of depends_on and ports', () => {
    const file = parseCompose(
      'services:\n  a:\n    depends_on: [b]\n    ports:\n      - target: 80\n        published: 8080\n        host_ip: 127.0.0.1\n      - "[::1]:9000:90/udp"\n',
    );
    expect(dependenciesOf(file.services.a)).toEqual([{service: 'b', condition: 'service_started'}]);
    expect(portsOf(file.services.a)).toEqual([
      {hostIp: '127.0.0.1', published: '8080', target: '80'},
      {hostIp: '::1', published: '9000', target: '90'},
    ]);
  });
});

describe('composeProblems', () => {
  it('accepts a file that waits for a healthy database', () => {
    expect(composeProblems(whole, 'x.yml', undefined, true)).toEqual([]);
    expect(waitsForHealthy(parseCompose(whole), 'web', 'db')).toBe(true);
    expect(waitsForHealthy(parseCompose(whole), 'db', 'web')).toBe(false);
  });

  it('names a wait for a service without a health check, which Compose never ends', () => {
    const text = whole.replace(/ {4}healthcheck:\n.*\n.*\n/, '');
    expect(composeProblems(text, 'x.yml')).toEqual([
      'x.yml: service web: waits for db to be healthy, but db has no healthcheck, so it never starts',
    ]);
  });

  it('names unknown services, keys, conditions, ports, durations and volumes', () => {
    const text = `
services:
  web:
    image: cairnanalytics/cairn:1.15.0
    depend_on: [db]
    depends_on:
      cache:
        condition: service_ready
      db:
        condition: service_healthy
    ports: ["localhost:8000:8000"]
    restart: sometimes
    volumes: ["data:/data", "./local:/local"]
  db:
    image: postgres:15
    healthcheck:
      test: pg_isready
      interval: five
`;
    expect(composeProblems(text, 'x.yml')).toEqual([
      'x.yml: service web: unknown key `depend_on`',
      'x.yml: service web: restart policy `sometimes` is not one Compose knows',
      'x.yml: service web: port `localhost:8000:8000` is malformed',
      'x.yml: service web: depends on `cache`, which is not a service',
      'x.yml: service web: mounts volume `data`, which `volumes` does not declare',
      'x.yml: service db: healthcheck interval `five` is not a duration such as 5s',
    ]);
  });

  it("holds a whole file to the published file's conventions when asked", () => {
    const text = `
services:
  db:
    image: postgres:15
  web:
    image: cairnanalytics/cairn:1.15.0
    depends_on: [db]
`;
    expect(composeProblems(text, 'x.yml')).toEqual([]);
    expect(composeProblems(text, 'x.yml', undefined, true)).toEqual([
      'x.yml: service db: no `restart` policy, so it stays down once it exits (unless-stopped, as in the published file)',
      'x.yml: service web: no `restart` policy, so it stays down once it exits (unless-stopped, as in the published file)',
      "x.yml: service web: runs Cairn's image without `command` (./bin/docker-server or ./bin/docker-worker)",
      'x.yml: service web: starts before db accepts connections: depend on it with condition: service_healthy',
    ]);
  });

  it('checks an override together with the file it extends', () => {
    const override = 'services:\n  web:\n    ports: !override\n      - "8000:8000"\n  cron:\n    depends_on: [web]\n';
    expect(composeProblems(override, 'o.yml', whole, true)).toEqual(['o.yml: service cron: no `image` (or `build`)']);
    expect(composeProblems('services:\n  worker:\n    restart: always\n', 'o.yml', whole)).toEqual([
      'o.yml: service worker: no `image` (or `build`)',
    ]);
  });

  it('names a file without services and a YAML error', () => {
    expect(composeProblems('volumes: {}\n', 'x.yml')).toEqual(['x.yml: no `services` mapping']);
    expect(composeProblems('services: [\n', 'x.yml')[0]).toMatch(/^x\.yml: /);
  });
});
