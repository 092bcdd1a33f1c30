import * as v from 'valibot';
import { EMAIL_CODE_LENGTH, EMAIL_MAX, isNoEmailAddress, PASSWORD_LENGTH, USERNAME_LENGTH, type LengthBounds } from '../rules/accounts';

/** Reusable field schemas; every message names the field and the rule it broke. */

export function requiredText(field: string, max: number, min = 1) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.minLength(min, min === 1 ? `${field} is required` : `${field} must be ${min} to ${max} characters`),
    v.maxLength(max, min === 1 ? `${field} must be at most ${max} characters` : `${field} must be ${min} to ${max} characters`),
  );
}

export function optionalText(field: string, max: number) {
  return v.optional(
    v.nullable(v.pipe(v.string(`${field} must be a string`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`))),
  );
}

/** A positive whole id in a JSON body. */
export function bodyId(field: string) {
  return v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(1, `${field} must be positive`), v.maxValue(Number.MAX_SAFE_INTEGER, `${field} is too large`));
}

/** Text a form must fill in: trimmed, not empty, at most `max` characters. */
export function filledText(field: string, max: number) {
  return v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} is required`), v.maxLength(max, `${field} must be at most ${max} characters`));
}

/** ISO 8601 date and time, as the forms' pickers send it; arrives as Unix seconds. */
export function isoTime(field: string) {
  return v.pipe(
    v.string(`${field} must be a date and time`),
    v.check((x) => !Number.isNaN(Date.parse(x)), `${field} must be a date and time`),
    v.transform((x) => Math.floor(Date.parse(x) / 1000)),
  );
}

/** The account fields take their bounds from contract/rules/accounts.ts, as the web forms do. */
export const username = requiredText('username', USERNAME_LENGTH.max, USERNAME_LENGTH.min);

export function password(field = 'password', { min, max }: LengthBounds = PASSWORD_LENGTH) {
  return v.pipe(
    v.string(`${field} is required`),
    v.minLength(min, `${field} must be ${min} to ${max} characters`),
    v.maxLength(max, `${field} must be ${min} to ${max} characters`),
  );
}

export const email = v.pipe(
  v.string('email is required'),
  v.trim(),
  v.nonEmpty('email is required'),
  v.maxLength(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`),
  v.email('email is not a valid address'),
  v.check((x) => !isNoEmailAddress(x), 'email is not a valid address'),
  v.toLowerCase(),
);

export const emailCode = v.pipe(
  v.string('code is required'),
  v.trim(),
  v.length(EMAIL_CODE_LENGTH, `code must be exactly ${EMAIL_CODE_LENGTH} characters`),
);

/** Query strings arrive as text; this accepts a number or its decimal text. */
export function queryInt(field: string, min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.string()], `${field} must be a number`),
    v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? Number.NaN : Number(x))),
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(min, `${field} must be at least ${min}`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );
}

export function queryBool(field: string) {
  return v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], `${field} must be true or false`),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  );
}

/** The largest page a list call serves. */
export const PAGE_LIMIT_MAX = 100;

/** Optional query integer; an empty value counts as absent (forms send `difficulty=`). */
export function optionalQueryInt(field: string, min: number, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${field} must be a number`),
      v.transform((x) => (typeof x === 'string' && x.trim() === '' ? undefined : x)),
      v.optional(queryInt(field, min, max)),
    ),
  );
}

export function optionalQueryBool(field: string) {
  return v.optional(
    v.pipe(
      v.union([v.boolean(), v.string()], `${field} must be true or false`),
      v.check((x) => typeof x === 'boolean' || ['', 'true', 'false', '1', '0'].includes(x), `${field} must be true or false`),
      v.transform((x) => (x === '' ? undefined : x === true || x === 'true' || x === '1')),
    ),
  );
}

export function optionalQueryText(field: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(`${field} must be text`),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters`),
      v.transform((x) => (x === '' ? undefined : x)),
    ),
  );
}

/** Page numbers below 1 mean page 1 (part 3 §5). */
export const currentPage = v.optional(
  v.pipe(
    optionalQueryInt('currentPage', Number.MIN_SAFE_INTEGER, 10_000_000),
    v.transform((x) => Math.max(1, x ?? 1)),
  ),
  1,
);

export function pageLimit(fallback: number) {
  return v.optional(
    v.pipe(
      optionalQueryInt('limit', 1, PAGE_LIMIT_MAX),
      v.transform((x) => x ?? fallback),
    ),
    fallback,
  );
}

/** The answer of a paged list (contract/envelope.ts `Page`), as a response schema. */
export function pageOf<const S extends v.GenericSchema>(record: S) {
  return v.object({ records: v.array(record), total: v.number(), current: v.number(), size: v.number() });
}
