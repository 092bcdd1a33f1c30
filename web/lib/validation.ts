import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { email as emailSchema } from '../../contract/api/fields';
import {
  CAPTCHA_LENGTH,
  checkCaptcha,
  checkEmailCode,
  checkPassword,
  checkUsername,
  EMAIL_CODE_LENGTH,
  EXISTING_PASSWORD_LENGTH,
  PASSWORD_LENGTH,
  sameEmail,
  USERNAME_LENGTH,
  type LengthBounds,
} from '../../contract/rules/accounts';

/** What a rule found wrong, as a catalog message; null when the value is fine. */
export type Problem = MessageDescriptor | null;
export type Rule<V = Record<string, string>> = (value: string, values: V) => Problem;

const problem = (id: string, values?: Record<string, number>): MessageDescriptor => (values ? { id, values } : { id });

function passwordProblem(value: string, bounds: LengthBounds): Problem {
  const found = checkPassword(value, bounds);
  if (found === 'required') return problem('Password_Check_Required');
  return found === 'length' ? problem('Password_Check_Between', { min: bounds.min, max: bounds.max }) : null;
}

/**
 * Field rules of part 1 §5, shared by the dialogs, the reset page and the settings page. The checks
 * and their bounds are contract/rules/accounts.ts, the same the server's schemas are built from;
 * here they only become catalog messages.
 */
export const rules = {
  username(value: string): Problem {
    const found = checkUsername(value);
    if (found === 'required') return problem('Username_Check_Required');
    return found === 'length' ? problem('Username_Check_Max', { max: USERNAME_LENGTH.max }) : null;
  },
  /** A password the user chooses (register, reset, change): PASSWORD_LENGTH. */
  password(value: string): Problem {
    return passwordProblem(value, PASSWORD_LENGTH);
  },
  /** A password checked against the account (login, the current password in settings): EXISTING_PASSWORD_LENGTH. */
  existingPassword(value: string): Problem {
    return passwordProblem(value, EXISTING_PASSWORD_LENGTH);
  },
  passwordAgain(value: string, password: string): Problem {
    if (!value) return problem('Password_Again_Check_Required');
    return value === password ? null : problem('Password_does_not_match');
  },
  email(value: string): Problem {
    if (!value.trim()) return problem('Email_Check_Required');
    return v.is(emailSchema, value) ? null : problem('Email_Check_Format');
  },
  emailCode(value: string): Problem {
    const found = checkEmailCode(value);
    if (found === 'required') return problem('Code_Check_Required');
    return found === 'length' ? problem('Code_Check_Length', { length: EMAIL_CODE_LENGTH }) : null;
  },
  captcha(value: string): Problem {
    const found = checkCaptcha(value);
    if (found === 'required') return problem('Captcha_Check_Required');
    return found === 'length' ? problem('Captcha_Check_Between', { min: CAPTCHA_LENGTH.min, max: CAPTCHA_LENGTH.max }) : null;
  },
  maxLength(value: string, max: number): Problem {
    return value.trim().length > max ? problem('Field_Check_Max', { max }) : null;
  },
  /** A new password or e-mail must not repeat the current one (part 1 §5, account settings). */
  differs(value: string, current: string | null | undefined, id: string, ignoreCase = false): Problem {
    if (current === null || current === undefined) return null;
    const same = ignoreCase ? sameEmail(value, current) : value === current;
    return same ? problem(id) : null;
  },
};
