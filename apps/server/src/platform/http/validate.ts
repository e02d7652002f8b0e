import type { z } from 'zod';
import { invalidInput } from '../errors';

/** Parses input with a zod schema or throws a 400 whose message names each problem. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw invalidInput(message);
}
