/**
 * Docker Compose files as the docs publish and show them (issue #28): parsed with the YAML tags Compose adds to
 * merge files (`!override`, `!reset`), and checked for what `docker compose` would refuse or what starts unreliably:
 * unknown keys, a dependency on a service that does not exist, a wait for a healthy service that has no health
 * check, a port or restart policy Compose does not accept, a named volume that is never declared. An override file
 * (`docker-compose.override.yml`) is checked together with the file it extends.
 */
import * as yaml from 'js-yaml';

/** A value Compose's merge tags wrap: `!override` replaces the base file's value, `!reset` removes it. */
export class ComposeTagged {
  constructor(
    readonly tag: '!override' | '!reset',
    readonly value: unknown,
  ) {}
}

const loadOnly = () => false;
const composeTags = (['!override', '!reset'] as const).flatMap((tag) => [
  yaml.defineScalarTag(tag, {resolve: (source) => new ComposeTagged(tag, source), identify: loadOnly}),
  yaml.defineSequenceTag<unknown[], ComposeTagged>(tag, {
    create: (): unknown[] => [],
    addItem: (items, item) => void items.push(item),
    finalize: (items) => new ComposeTagged(tag, items),
    identify: loadOnly,
  }),
  yaml.defineMappingTag<Record<string, unknown>, ComposeTagged>(tag, {
    create: (): Record<string, unknown> => ({}),
    addPair: (pairs, key, value) => ((pairs[String(key)] = value), ''),
    has: (pairs, key) => String(key) in pairs,
    keys: (result) => Object.keys(result.value as Record<string, unknown>),
    get: (result, key) => (result.value as Record<string, unknown>)[String(key)],
    finalize: (pairs) => new ComposeTagged(tag, pairs),
    identify: loadOnly,
  }),
]);

/** YAML as Compose reads it: the core schema with merge keys (`<<`) and Compose's merge tags. */
export const COMPOSE_SCHEMA = yaml.CORE_SCHEMA.withTags(yaml.mergeTag, ...composeTags);

/** The value under a merge tag, or the value itself. */
export function untagged(value: unknown): unknown {
  return value instanceof ComposeTagged ? value.value : value;
}

export interface ComposeHealthcheck {
  test?: unknown;
  interval?: unknown;
  timeout?: unknown;
  start_period?: unknown;
  start_interval?: unknown;
  retries?: unknown;
  disable?: unknown;
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: unknown;
  restart?: unknown;
  ports?: unknown;
  depends_on?: unknown;
  healthcheck?: ComposeHealthcheck;
  volumes?: unknown;
  [key: string]: unknown;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parses a compose file (a YAML error is thrown as js-yaml's `YAMLException`). */
export function parseCompose(text: string): ComposeFile {
  return yaml.load(text, {schema: COMPOSE_SCHEMA}) as ComposeFile;
}

const TOP_LEVEL_KEYS = new Set(['name', 'version', 'services', 'networks', 'volumes', 'configs', 'secrets', 'include']);
const SERVICE_KEYS = new Set([
  'image',
  'build',
  'command',
  'entrypoint',
  'restart',
  'env_file',
  'environment',
  'ports',
  'expose',
  'depends_on',
  'healthcheck',
  'volumes',
  'networks',
  'network_mode',
  'ulimits',
  'extra_hosts',
  'labels',
  'logging',
  'deploy',
  'profiles',
  'container_name',
  'hostname',
  'user',
  'working_dir',
  'stop_grace_period',
  'stop_signal',
  'cap_add',
  'cap_drop',
  'security_opt',
  'tmpfs',
  'shm_size',
  'init',
  'platform',
  'pull_policy',
  'dns',
  'sysctls',
  'mem_limit',
  'cpus',
  'secrets',
  'configs',
  'stdin_open',
  'tty',
  'read_only',
]);
const HEALTHCHECK_KEYS = new Set([
  'test',
  'interval',
  'timeout',
  'start_period',
  'start_interval',
  'retries',
  'disable',
]);
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
const DURATION = /^(\d+(\.\d+)?(us|ms|s|m|h))+$/;
const PORT = /^(?:(?:\[[0-9a-f:]+\]|[0-9.]+):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/i;

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof ComposeTagged);

/** A service's dependencies with their conditions (a short list means `service_started`). */
export function dependenciesOf(service: ComposeService): Array<{service: string; condition: unknown}> {
  const deps = untagged(service.depends_on);
  if (Array.isArray(deps)) return deps.map((name) => ({service: String(name), condition: 'service_started'}));
  if (isMapping(deps))
    return Object.entries(deps).map(([name, options]) => ({
      service: name,
      condition: isMapping(options) ? (options.condition ?? 'service_started') : 'service_started',
    }));
  return [];
}

/** A port entry in its long form: the host address ('' for every interface), the published and the target port. */
export function portsOf(service: ComposeService): Array<{hostIp: string; published: string; target: string}> {
  const ports = untagged(service.ports);
  if (!Array.isArray(ports)) return [];
  return ports.map((entry) => {
    if (isMapping(entry))
      return {
        hostIp: String(entry.host_ip ?? ''),
        published: String(entry.published ?? ''),
        target: String(entry.target ?? ''),
      };
    const parts = String(entry)
      .replace(/\/\w+$/, '')
      .split(':');
    const target = parts.pop() ?? '';
    const published = parts.pop() ?? '';
    return {hostIp: parts.join(':').replace(/^\[|\]$/g, ''), published, target};
  });
}

/** Whether `service` starts only once `dependency` reports healthy. */
export function waitsForHealthy(file: ComposeFile, service: string, dependency: string): boolean {
  const s = file.services?.[service];
  return !!s && dependenciesOf(s).some((d) => d.service === dependency && d.condition === 'service_healthy');
}

/** Images of the stores a service must wait for until they answer, not merely until their container started. */
const STORE_IMAGE = /^(postgres|redis|clickhouse\/clickhouse-server)(:|$)/;

/**
 * What Compose would refuse in `text`, or what would start unreliably, one line each (`where` prefixes them). With
 * `base`, `text` is an override of that file: its services and volumes may be declared there. With `conventions`,
 * the conventions of the published `docker-compose.yml` too: every service of a whole file has a restart policy,
 * waits for PostgreSQL, Redis and ClickHouse to be healthy, and Cairn's image runs with an explicit command.
 */
export function composeProblems(text: string, where: string, base?: string, conventions = false): string[] {
  const problems: string[] = [];
  let file: ComposeFile;
  let baseFile: ComposeFile | undefined;
  try {
    file = parseCompose(text);
    baseFile = base === undefined ? undefined : parseCompose(base);
  } catch (error) {
    return [`${where}: ${(error as yaml.YAMLException).message}`];
  }
  if (!isMapping(file) || !isMapping(file.services) || Object.keys(file.services).length === 0)
    return [`${where}: no \`services\` mapping`];
  for (const key of Object.keys(file))
    if (!TOP_LEVEL_KEYS.has(key) && !key.startsWith('x-')) problems.push(`${where}: unknown top-level key \`${key}\``);

  const services = {...(baseFile?.services ?? {}), ...file.services};
  const volumes = new Set([...Object.keys(baseFile?.volumes ?? {}), ...Object.keys(file.volumes ?? {})]);
  const merged = (name: string): ComposeService => ({...(baseFile?.services?.[name] ?? {}), ...file.services[name]});

  for (const [name, own] of Object.entries(file.services)) {
    const at = `${where}: service ${name}`;
    if (!isMapping(own)) {
      problems.push(`${at} is not a mapping`);
      continue;
    }
    for (const key of Object.keys(own))
      if (!SERVICE_KEYS.has(key) && !key.startsWith('x-')) problems.push(`${at}: unknown key \`${key}\``);
    const service = merged(name);
    if (!service.image && !service.build) problems.push(`${at}: no \`image\` (or \`build\`)`);

    const restart = untagged(service.restart);
    if (restart !== undefined && !/^(no|always|unless-stopped|on-failure(:\d+)?)$/.test(String(restart)))
      problems.push(`${at}: restart policy \`${String(restart)}\` is not one Compose knows`);

    const ports = untagged(service.ports);
    if (ports !== undefined && !Array.isArray(ports)) problems.push(`${at}: \`ports\` is not a list`);
    for (const entry of Array.isArray(ports) ? ports : [])
      if (!isMapping(entry) && !PORT.test(String(entry)))
        problems.push(`${at}: port \`${String(entry)}\` is malformed`);

    if (conventions && base === undefined && service.restart === undefined)
      problems.push(
        `${at}: no \`restart\` policy, so it stays down once it exits (unless-stopped, as in the published file)`,
      );
    if (conventions && /^cairnanalytics\/cairn(:|$)/.test(String(service.image ?? '')) && service.command === undefined)
      problems.push(`${at}: runs Cairn's image without \`command\` (./bin/docker-server or ./bin/docker-worker)`);

    for (const {service: dep, condition} of dependenciesOf(service)) {
      if (!services[dep]) problems.push(`${at}: depends on \`${dep}\`, which is not a service`);
      else if (conventions && condition !== 'service_healthy' && STORE_IMAGE.test(String(merged(dep).image ?? '')))
        problems.push(`${at}: starts before ${dep} accepts connections: depend on it with condition: service_healthy`);
      else if (!CONDITIONS.has(String(condition)))
        problems.push(`${at}: depends on ${dep} with condition \`${String(condition)}\`, which Compose does not know`);
      else if (condition === 'service_healthy') {
        const check = merged(dep).healthcheck;
        if (!isMapping(check) || check.disable === true || untagged(check.test) === undefined)
          problems.push(`${at}: waits for ${dep} to be healthy, but ${dep} has no healthcheck, so it never starts`);
      }
    }

    const check = untagged(own.healthcheck);
    if (check !== undefined) {
      if (!isMapping(check)) problems.push(`${at}: \`healthcheck\` is not a mapping`);
      else {
        for (const key of Object.keys(check))
          if (!HEALTHCHECK_KEYS.has(key)) problems.push(`${at}: unknown healthcheck key \`${key}\``);
        const test = untagged(check.test);
        if (Array.isArray(test) ? !['NONE', 'CMD', 'CMD-SHELL'].includes(String(test[0])) : typeof test !== 'string')
          problems.push(`${at}: healthcheck test must be a string or a list starting with CMD, CMD-SHELL or NONE`);
        for (const key of ['interval', 'timeout', 'start_period', 'start_interval'] as const)
          if (check[key] !== undefined && !DURATION.test(String(check[key])))
            problems.push(`${at}: healthcheck ${key} \`${String(check[key])}\` is not a duration such as 5s`);
      }
    }

    const mounts = untagged(own.volumes);
    for (const mount of Array.isArray(mounts) ? mounts : []) {
      const source = isMapping(mount) ? String(mount.source ?? '') : String(mount).split(':')[0];
      const isVolume = isMapping(mount) ? mount.type === 'volume' : String(mount).includes(':');
      const named = isVolume && source !== '' && !/^[./~$]/.test(source);
      if (named && !volumes.has(source))
        problems.push(`${at}: mounts volume \`${source}\`, which \`volumes\` does not declare`);
    }
  }
  return problems;
}
