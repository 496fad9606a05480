import type { z } from 'zod';

/** The issues a rejected value produces, as "path: message", so tests can say which field failed and why. */
export function rejectionIssues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected rejection, parsed ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
