import {fieldRows} from './fields';
import type {ApiDescription, Operation} from './spec';

/**
 * The differences between two OpenAPI descriptions (issue #17): operations added and removed (by method and path),
 * and for each operation in both, the parameters, request body fields, responses and response fields added or
 * removed, and parameters or fields that became required. The Next docs' "API changes" page is generated from it.
 */
export interface OperationRef {
  id: string;
  method: string;
  path: string;
  summary: string;
}
export interface OperationChange extends OperationRef {
  /** One Markdown sentence fragment per change, such as "parameter `Forwarded` (header) added". */
  changes: string[];
}
export interface DescriptionDiff {
  from: string;
  to: string;
  added: OperationRef[];
  removed: OperationRef[];
  changed: OperationChange[];
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;
const ref = ({id, method, path, summary}: Operation): OperationRef => ({id, method, path, summary});

function compareSets(label: string, before: Map<string, boolean>, after: Map<string, boolean>): string[] {
  const changes: string[] = [];
  for (const [name, required] of after) {
    if (!before.has(name)) changes.push(`${label} ${name} added${required ? ' (required)' : ''}`);
    else if (required && !before.get(name)) changes.push(`${label} ${name} is now required`);
  }
  for (const name of before.keys()) if (!after.has(name)) changes.push(`${label} ${name} removed`);
  return changes;
}

export function operationChanges(before: Operation, after: Operation): string[] {
  const params = (operation: Operation) => new Map(operation.parameters.map((p) => [`\`${p.name}\` (${p.in})`, p.required]));
  const bodyFields = (operation: Operation) => new Map((operation.requestBody ? fieldRows(operation.requestBody.schema) : []).map((row) => [`\`${row.name}\``, row.required]));
  const statuses = (operation: Operation) => new Map(operation.responses.map((response) => [`\`${response.status}\``, false]));
  const responseFields = (operation: Operation) =>
    new Map(
      operation.responses
        .filter((response) => /^2/.test(response.status) && response.body)
        .flatMap((response) => fieldRows(response.body!.schema).map((row) => [`\`${row.name}\``, false] as const)),
    );
  const changes = [
    ...compareSets('parameter', params(before), params(after)),
    ...compareSets('request body field', bodyFields(before), bodyFields(after)),
    ...compareSets('response', statuses(before), statuses(after)),
    ...compareSets('response field', responseFields(before), responseFields(after)),
  ];
  if (!before.deprecated && after.deprecated) changes.push('deprecated');
  return changes;
}

export function diffDescriptions(from: ApiDescription, to: ApiDescription): DescriptionDiff {
  const before = new Map(from.operations.map((operation) => [key(operation), operation]));
  const after = new Map(to.operations.map((operation) => [key(operation), operation]));
  const changed: OperationChange[] = [];
  for (const [name, operation] of after) {
    const old = before.get(name);
    if (!old) continue;
    const changes = operationChanges(old, operation);
    if (changes.length > 0) changed.push({...ref(operation), changes});
  }
  return {
    from: from.version,
    to: to.version,
    added: [...after].filter(([name]) => !before.has(name)).map(([, operation]) => ref(operation)),
    removed: [...before].filter(([name]) => !after.has(name)).map(([, operation]) => ref(operation)),
    changed,
  };
}
