import * as v from 'valibot';
import { badRequest } from './api-error';

/** One sentence for the first problem valibot found, naming the field. */
export function describeIssue(issue: v.BaseIssue<unknown>, where: 'body' | 'query'): string {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  if (!path) return where === 'body' ? 'The request body must be a JSON object' : 'The query string is malformed';
  if (issue.input === undefined) return `${path} is required`;
  return issue.message;
}

export function parseOrRefuse<S extends v.GenericSchema>(schema: S, input: unknown, where: 'body' | 'query'): v.InferOutput<S> {
  // valibot's object() also takes arrays; a request body never may be one.
  if (where === 'body' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest('The request body must be a JSON object');
  }
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (!result.success) throw badRequest(describeIssue(result.issues[0], where));
  return result.output;
}
