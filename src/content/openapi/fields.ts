import {typeLabel, type Json, type Schema} from './spec';

/**
 * The fields of a request or response body, one row each (issue #17): nested objects and arrays of objects are
 * flattened into dotted names (`results[].properties`), which the version diff compares; `fieldTree` nests them
 * again for the reference's field lists (issue #28).
 */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Allowed values, when the schema lists them. */
  values: Json[];
  readOnly: boolean;
  writeOnly: boolean;
  default?: Json;
}

/** Deep enough for every body of the Cairn API (events' elements sit at depth 2). */
const MAX_DEPTH = 4;

/** The properties of an object schema, with `allOf` merged and every variant of `oneOf`/`anyOf` included. */
function propertiesOf(schema: Schema): {properties: Record<string, Schema>; required: Set<string>} {
  const properties: Record<string, Schema> = {...schema.properties};
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const merged = propertiesOf(part);
    Object.assign(properties, merged.properties);
    merged.required.forEach((name) => required.add(name));
  }
  const variants = schema.oneOf ?? schema.anyOf ?? [];
  for (const variant of variants) {
    // A property that only some variants have cannot be required of every body.
    for (const [name, property] of Object.entries(propertiesOf(variant).properties)) properties[name] ??= property;
  }
  return {properties, required};
}

const isObjectSchema = (schema: Schema) => Boolean(schema.properties || schema.allOf || (schema.oneOf ?? schema.anyOf)?.some((variant) => variant.properties));

export function fieldRows(schema: Schema, prefix = '', depth = 0): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  if (schema.items && !schema.properties) return isObjectSchema(schema.items) ? fieldRows(schema.items, `${prefix}[].`, depth + 1) : [];
  const {properties, required} = propertiesOf(schema);
  return Object.entries(properties).flatMap(([name, property]) => {
    const full = `${prefix}${name}`;
    const row: FieldRow = {
      name: full,
      type: typeLabel(property),
      required: required.has(name),
      description: (property.description ?? property.items?.description ?? '').trim(),
      values: (property.enum ?? property.items?.enum ?? []).filter((value) => value !== null),
      readOnly: property.readOnly === true,
      writeOnly: property.writeOnly === true,
      default: property.default,
    };
    const nested = isObjectSchema(property)
      ? fieldRows(property, `${full}.`, depth + 1)
      : property.items && isObjectSchema(property.items)
        ? fieldRows(property.items, `${full}[].`, depth + 1)
        : [];
    return [row, ...nested];
  });
}

/** A field with the fields nested in it (an object's properties, the properties of an array's items). */
export interface FieldNode {
  row: FieldRow;
  /** The part of the name that says where the field sits (`results[].`), empty at the top. */
  parent: string;
  /** The field's own name (`id`). */
  leaf: string;
  children: FieldNode[];
}

/**
 * The rows of `fieldRows` as a tree (issue #28): each row under the nearest row before it whose name is a prefix of
 * its own, followed by `.` or `[].`. Rows keep their order; a row with no such parent (the items of a top-level
 * array, `[].id`) stays at the top.
 */
export function fieldTree(rows: FieldRow[]): FieldNode[] {
  const top: FieldNode[] = [];
  const open: FieldNode[] = [];
  for (const row of rows) {
    while (open.length > 0 && !isChild(open.at(-1)!.row.name, row.name)) open.pop();
    const parent = open.at(-1);
    const prefix = parent ? childPrefix(parent.row.name, row.name) : /^(?:\[\]\.)+/.exec(row.name)?.[0] ?? '';
    const node: FieldNode = {row, parent: prefix, leaf: row.name.slice(prefix.length), children: []};
    (parent ? parent.children : top).push(node);
    open.push(node);
  }
  return top;
}

const childPrefix = (parent: string, name: string) =>
  [`${parent}[].`, `${parent}.`].find((prefix) => name.startsWith(prefix) && !name.slice(prefix.length).includes('.')) ?? '';
const isChild = (parent: string, name: string) => childPrefix(parent, name) !== '';
