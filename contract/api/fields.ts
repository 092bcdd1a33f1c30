import * as v from 'valibot';
import { LIMITS, PASSWORD_LENGTH, type PasswordLength } from '../constants';

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

export const username = requiredText('username', LIMITS.usernameMax);

/** A password field; `length` is PASSWORD_LENGTH.chosen for a new password, .existing for one checked against an account. */
export function password(field = 'password', length: PasswordLength = PASSWORD_LENGTH.chosen) {
  const { min, max } = length;
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
  v.maxLength(LIMITS.profileFieldMax, `email must be at most ${LIMITS.profileFieldMax} characters`),
  v.email('email is not a valid address'),
  v.toLowerCase(),
);

export const emailCode = v.pipe(
  v.string('code is required'),
  v.trim(),
  v.length(LIMITS.registerCodeLength, `code must be exactly ${LIMITS.registerCodeLength} characters`),
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
