import fc from 'fast-check';
import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
} from 'graphql';
import { z } from 'zod';

/**
 * fast-check arbitraries for the fuzz test (test/fuzz.test.ts): values shaped by a route's zod schema (through
 * its JSON Schema) or by a GraphQL argument's type, mixed with hostile values (NUL, lone surrogates, huge
 * numbers, wrong types), so most requests get past the first check and some break every rule.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** Strings that have broken servers: control characters, lone surrogates, SQL and path tricks, long text. */
export const nastyString = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '😀',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
);

const anyString = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: nastyString });
const anyNumber = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Anything JSON can carry (objects kept small). */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: anyString });
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), anyString);
  if (schema.format === 'date' || schema.format === 'date-time') {
    return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, schema.format === 'date' ? 10 : 24)), anyString);
  }
  const max = Math.min(schema.maxLength ?? 40, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) }, { weight: 1, arbitrary: anyString });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e9);
  const max = Math.min(schema.maximum ?? 1e6, 1e9);
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: anyNumber });
}

/** An arbitrary for a JSON Schema (the subset zod's toJSONSchema writes), mostly valid, sometimes not. */
export function fromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fromJsonSchema(s, depth + 1)));
  if (schema.allOf?.length) return fromJsonSchema(schema.allOf[0]!, depth + 1);
  if (schema.const !== undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: anyString });
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyString });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? fromJsonSchema(schema.items, depth + 1) : anyJson;
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = fromJsonSchema(child, depth + 1);
      const keys = Object.keys(record);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
      return fc.record(record, { requiredKeys: keys.filter((k) => required.has(k)) });
    }
    default:
      return anyJson;
  }
}

/** A request body for a route with a zod schema: mostly shaped by it, sometimes anything at all. */
export function bodyFor(schema: z.ZodType | null): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(anyJson, fc.constant({}));
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return fc.oneof({ weight: 5, arbitrary: fromJsonSchema(json) }, { weight: 1, arbitrary: anyJson });
}

/** The kind of a GraphQL type, by its class name (the schema may come from another copy of graphql). */
const kindOf = (type: GraphQLInputType) => type.constructor.name;

/** A GraphQL variable value for an input type: mostly right, sometimes null or of the wrong kind. */
export function fromGraphqlType(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (kindOf(type) === 'GraphQLNonNull') {
    const inner = (type as GraphQLNonNull<GraphQLInputType>).ofType;
    return fc.oneof({ weight: 12, arbitrary: fromGraphqlType(inner, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const value = (() => {
    if (depth > 4) return anyJson;
    const kind = kindOf(type);
    if (kind === 'GraphQLList') return fc.array(fromGraphqlType((type as GraphQLList<GraphQLInputType>).ofType, depth + 1), { maxLength: 4 });
    if (kind === 'GraphQLEnumType') return fc.constantFrom(...(type as GraphQLEnumType).getValues().map((v) => v.name));
    if (kind === 'GraphQLInputObjectType') {
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, field] of Object.entries((type as GraphQLInputObjectType).getFields())) record[name] = fromGraphqlType(field.type, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(record) });
    }
    if (kind === 'GraphQLScalarType') {
      switch ((type as GraphQLScalarType).name) {
        case 'Int':
          return fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.constantFrom(0, -1, 2 ** 31 - 1));
        case 'Float':
          return anyNumber;
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return fc.oneof(fc.uuid(), anyString);
        case 'DateTime':
          return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), anyString);
        default:
          return anyString;
      }
    }
    return anyJson;
  })();
  return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyJson });
}

/** Variables for a field's arguments. */
export function variablesFor(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of args) record[arg.name] = fromGraphqlType(arg.type);
  return fc.record(record, { requiredKeys: [] });
}
