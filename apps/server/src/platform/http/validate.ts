import type { z } from 'zod';
import { parseInput } from '../errors';

/** Parses a request's body, query or params with a zod schema (absent = `{}`) or throws a 400 naming each problem. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return parseInput(schema, input ?? {});
}
