import {typeLabel, type Json, type Schema} from './spec';

/**
 * The fields of a request or response body as table rows (issue #17): nested objects and arrays of objects are
 * flattened into dotted names (`results[].properties`), so a phone shows one narrow table instead of nested boxes.
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
