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
  // A body is a JSON object, unless its entry's schema is a list (e.g. `POST discussion-category`);
  // valibot's object() also takes arrays, so the shape is checked here first.
  const listBody = where === 'body' && schema.type === 'array';
  if (listBody && !Array.isArray(input)) throw badRequest('The request body must be a JSON array');
  if (where === 'body' && !listBody && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest('The request body must be a JSON object');
  }
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (!result.success) {
    const issue = result.issues[0];
    // A rule of the list itself (its length) has no path: its own message says what is wrong.
    throw badRequest(listBody && !issue.path?.length ? issue.message : describeIssue(issue, where));
  }
  return result.output;
}
