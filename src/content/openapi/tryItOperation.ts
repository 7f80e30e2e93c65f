import {sampleBody} from './samples';
import {typeLabel, type Operation} from './spec';
import type {TryItOperation} from './types';

/** The first sentence of a Markdown description, as plain text: the help line under a "Try it" field. */
export function firstSentence(markdown: string): string {
  const plain = markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^.*?[.!?](?=\s|$)/.exec(plain);
  return match ? match[0] : plain;
}

/** What the "Try it" panel of an operation needs, serialized into the page (src/components/ApiTryIt). */
export function tryItOperation(operation: Operation): TryItOperation {
  const body = sampleBody(operation);
  return {
    id: operation.id,
    method: operation.method,
    path: operation.path,
    auth: operation.auth,
    parameters: operation.parameters
      // Headers a proxy sets (X-Forwarded-For) or a transfer encoding are not the reader's to try.
      .filter((parameter): parameter is typeof parameter & {in: 'path' | 'query'} => parameter.in === 'path' || parameter.in === 'query')
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        type: parameter.json ? `${typeLabel(parameter.schema)}, as JSON` : typeLabel(parameter.schema),
        description: firstSentence(parameter.description),
        example: parameter.example === undefined || parameter.example === null ? '' : typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example),
      })),
    body: body === undefined ? null : JSON.stringify(body, null, 2),
  };
}
