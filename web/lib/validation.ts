import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { email as emailSchema } from '../../contract/api/fields';
import { LIMITS, PASSWORD_LENGTH, type PasswordLength } from '../../contract/constants';

/** What a rule found wrong, as a catalog message; null when the value is fine. */
export type Problem = MessageDescriptor | null;
export type Rule<V = Record<string, string>> = (value: string, values: V) => Problem;

const problem = (id: string, values?: Record<string, number>): MessageDescriptor => (values ? { id, values } : { id });

/** The same length rule the API's schemas apply (contract PASSWORD_LENGTH). */
function passwordProblem(value: string, { min, max }: PasswordLength): Problem {
  if (!value) return problem('Password_Check_Required');
  if (value.length < min || value.length > max) return problem('Password_Check_Between', { min, max });
  return null;
}

/** Field rules of part 1 §5, shared by the dialogs, the reset page and the settings page. */
export const rules = {
  username(value: string): Problem {
    const name = value.trim();
    if (!name) return problem('Username_Check_Required');
    if (name.length > LIMITS.usernameMax) return problem('Username_Check_Max', { max: LIMITS.usernameMax });
    return null;
  },
  /** A password the user chooses now (register, reset, a new password): 6 to 20. */
  password(value: string): Problem {
    return passwordProblem(value, PASSWORD_LENGTH.chosen);
  },
  /** A password checked against an account (login, the current password): up to 25, as generated accounts get. */
  existingPassword(value: string): Problem {
    return passwordProblem(value, PASSWORD_LENGTH.existing);
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
    const code = value.trim();
    if (!code) return problem('Code_Check_Required');
    return code.length === LIMITS.registerCodeLength ? null : problem('Code_Check_Length', { length: LIMITS.registerCodeLength });
  },
  captcha(value: string): Problem {
    const text = value.trim();
    if (!text) return problem('Captcha_Check_Required');
    if (text.length < LIMITS.captchaMin || text.length > LIMITS.captchaMax) {
      return problem('Captcha_Check_Between', { min: LIMITS.captchaMin, max: LIMITS.captchaMax });
    }
    return null;
  },
  maxLength(value: string, max: number): Problem {
    return value.trim().length > max ? problem('Field_Check_Max', { max }) : null;
  },
  /** A new password or e-mail must not repeat the current one (part 1 §5, account settings). */
  differs(value: string, current: string | null | undefined, id: string, ignoreCase = false): Problem {
    if (current === null || current === undefined) return null;
    const same = ignoreCase ? value.trim().toLowerCase() === current.trim().toLowerCase() : value === current;
    return same ? problem(id) : null;
  },
};
