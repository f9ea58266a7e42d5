import fastJson from 'fast-json-stringify';
import { type $ZodType, toJSONSchema } from 'zod/v4/core';

/**
 * Serialises a contract's response through fast-json-stringify compiled from the zod schema's JSON
 * Schema: properties the contract does not list are dropped (the allow-list) and a missing
 * required one throws, at a fraction of the cost of parsing every answer with zod (measured on the
 * platform details call). The shape itself is checked at compile time by the type provider.
 */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const { $schema: _dialect, ...jsonSchema } = toJSONSchema(schema as $ZodType, {
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
