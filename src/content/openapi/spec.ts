import {load} from 'js-yaml';
import type {ApiAuth, HttpMethod} from './types';

/**
 * Reads an OpenAPI 3.1 description (openapi/*.yaml) into the model the API reference pages are generated from:
 * one `Operation` per method and path, with every `$ref` to `#/components/...` resolved. Pure: the caller reads
 * the file.
 */

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: Json[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: Json;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  const?: Json;
  examples?: Json[];
  example?: Json;
  title?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description: string;
  required: boolean;
  schema: Schema;
  /** Sent as JSON text (`content: application/json`), such as the property filters. */
  json: boolean;
  example?: Json;
}

export interface Example {
  name: string;
  summary?: string;
  value: Json;
}

export interface Body {
  required: boolean;
  description: string;
  contentType: string;
  schema: Schema;
  examples: Example[];
}

export interface Response {
  status: string;
  description: string;
  headers: {name: string; description: string; schema: Schema}[];
  body?: Omit<Body, 'required'>;
}

export interface Operation {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  auth: ApiAuth;
  deprecated: boolean;
  parameters: Parameter[];
  /** The optional query parameters the code samples show (`x-sample-query`); the required ones always are. */
  sampleQuery: string[];
  requestBody?: Body;
  responses: Response[];
}

export interface ApiDescription {
  title: string;
  version: string;
  operations: Operation[];
  /** The raw document, with its `$ref`s as written. */
  document: JsonObject;
}

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves every local `$ref` (`#/components/...`) of a value, recursively. An unknown or circular ref throws. */
export function resolveRefs<T>(value: T, root: JsonObject, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, root, seen)) as T;
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported, found "${ref}"`);
    if (seen.includes(ref)) throw new Error(`circular $ref: ${[...seen, ref].join(' -> ')}`);
    let target: Json | undefined = root;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`$ref "${ref}" points to nothing`);
    // Siblings of $ref (allowed in 3.1, such as a description) override the target's.
    const siblings = Object.fromEntries(Object.entries(value).filter(([name]) => name !== '$ref'));
    return {...(resolveRefs(target, root, [...seen, ref]) as JsonObject), ...resolveRefs(siblings, root, seen)} as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, root, seen)])) as T;
}

function examplesOf(media: JsonObject): Example[] {
  if (media.example !== undefined) return [{name: 'example', value: media.example}];
  if (isObject(media.examples)) {
    return Object.entries(media.examples).map(([name, example]) => {
      const item = isObject(example) ? example : {};
      return {name, summary: typeof item.summary === 'string' ? item.summary : undefined, value: item.value ?? null};
    });
  }
  return [];
}

function bodyOf(content: Json | undefined): Omit<Body, 'required' | 'description'> | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isObject(media)) return undefined;
  return {contentType, schema: (media.schema ?? {}) as Schema, examples: examplesOf(media)};
}

function parameterOf(raw: JsonObject): Parameter {
  const examples = isObject(raw.examples) ? Object.values(raw.examples) : [];
  const first = examples.find(isObject);
  // A parameter serialized as JSON (`content: application/json`) carries its schema and example in the media type.
  const media = isObject(raw.content) ? Object.values(raw.content).find(isObject) : undefined;
  return {
    name: String(raw.name),
    in: raw.in as Parameter['in'],
    description: typeof raw.description === 'string' ? raw.description.trim() : '',
    required: raw.required === true,
    schema: (raw.schema ?? media?.schema ?? {}) as Schema,
    json: media !== undefined,
    example: raw.example !== undefined ? raw.example : media?.example !== undefined ? media.example : first?.value,
  };
}

/** The key an operation takes: the ingestion endpoints carry the project key in their body. */
function authOf(operation: JsonObject, root: JsonObject, body?: Omit<Body, 'required' | 'description'>): ApiAuth {
  const security = (operation.security ?? root.security ?? []) as Json[];
  if (security.length > 0 && security.some((item) => isObject(item) && Object.keys(item).length > 0)) return 'personal';
  const schema = body?.schema;
  const hasApiKey = (s?: Schema): boolean => Boolean(s?.properties?.api_key) || Boolean(s?.oneOf?.some(hasApiKey)) || Boolean(s?.allOf?.some(hasApiKey));
  return hasApiKey(schema) ? 'project' : 'none';
}

/** Parses the YAML text of a description into its operations. */
export function parseDescription(text: string, file = 'an OpenAPI description'): ApiDescription {
  const document = load(text) as JsonObject;
  if (!isObject(document) || typeof document.openapi !== 'string') throw new Error(`${file}: not an OpenAPI document`);
  const info = isObject(document.info) ? document.info : {};
  const operations: Operation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolveRefs(rawItem, document);
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const id = operation.operationId;
      if (typeof id !== 'string') throw new Error(`${file}: ${method.toUpperCase()} ${path} has no operationId`);
      const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : [];
      // Operation parameters override path parameters of the same name and location.
      const merged = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const rawBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const body = rawBody ? bodyOf(rawBody.content) : undefined;
      const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, raw]): Response => {
        const response = isObject(raw) ? raw : {};
        const found = bodyOf(response.content);
        return {
          status,
          description: typeof response.description === 'string' ? response.description.trim() : '',
          headers: Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, header]) => ({
            name,
            description: isObject(header) && typeof header.description === 'string' ? header.description.trim() : '',
            schema: (isObject(header) ? header.schema ?? {} : {}) as Schema,
          })),
          body: found ? {...found, description: ''} : undefined,
        };
      });
      operations.push({
        id,
        method,
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : id,
        description: typeof operation.description === 'string' ? operation.description.trim() : '',
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        auth: authOf(operation, document, body),
        deprecated: operation.deprecated === true,
        parameters: merged.map(parameterOf),
        sampleQuery: Array.isArray(operation['x-sample-query']) ? operation['x-sample-query'].map(String) : [],
        requestBody:
          rawBody && body
            ? {...body, required: rawBody.required === true, description: typeof rawBody.description === 'string' ? rawBody.description.trim() : ''}
            : undefined,
        responses,
      });
    }
  }
  const ids = new Set<string>();
  for (const operation of operations) {
    if (ids.has(operation.id)) throw new Error(`${file}: operationId "${operation.id}" is used twice`);
    ids.add(operation.id);
  }
  return {title: String(info.title ?? ''), version: String(info.version ?? ''), operations, document};
}

// The anchor of an operation on its page, in a module of its own so that browser code can import it.
export {operationAnchor} from './anchor';

/**
 * The parts of an operation's section (src/content/remark/openapi.ts), each under a heading whose anchor is the
 * operation's followed by `-<part>` (`get-event-parameters`); a section has the parts its operation needs.
 */
export const OPERATION_PARTS = {parameters: 'Parameters', body: 'Request body', request: 'Example request', response: 'Response', errors: 'Errors'} as const;
export type OperationPart = keyof typeof OPERATION_PARTS;

/** The sections of the `::openapi-changes` list (the Next docs' "API changes" page), by anchor. */
export const CHANGES_SECTIONS = {'operations-added': 'Operations added', 'operations-removed': 'Operations removed', 'operations-changed': 'Operations changed'} as const;

/** A short human type: "string", "integer", "date-time", "array of string", "object", "string or null". */
export function typeLabel(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(' or ');
  if (schema.allOf?.length === 1) return typeLabel(schema.allOf[0]!);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === 'array') return schema.items ? `array of ${typeLabel(schema.items)}` : 'array';
    if (type === 'string' && schema.format) return schema.format === 'date-time' ? 'date-time' : `string (${schema.format})`;
    return type;
  });
  return labels.length > 0 ? labels.join(' or ') : schema.properties ? 'object' : 'any';
}
