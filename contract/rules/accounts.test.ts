import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChangeUserInfoBody, LoginBody, RegisterBody } from '../api/accounts';
import { email, emailCode, password, username } from '../api/fields';
import {
  checkCaptcha,
  checkEmailCode,
  checkPassword,
  checkUsername,
  EXISTING_PASSWORD_LENGTH,
  isNoEmailAddress,
  PASSWORD_LENGTH,
  noEmailAddress,
  PROFILE_FIELD_MAX,
  profileFieldTooLong,
  sameEmail,
  shownEmail,
  type ProfileTextField,
} from './accounts';

describe('account field rules', () => {
  it('username: 1 to 20 characters once trimmed', () => {
    expect(checkUsername('')).toBe('required');
    expect(checkUsername('   ')).toBe('required');
    expect(checkUsername('a'.repeat(20))).toBeNull();
    expect(checkUsername(` ${'a'.repeat(20)} `)).toBeNull();
    expect(checkUsername('a'.repeat(21))).toBe('length');
  });

  it('password: 6 to 20 characters as typed; 6 to 25 at login', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 6, max: 20 });
    expect(EXISTING_PASSWORD_LENGTH).toEqual({ min: 6, max: 25 });
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('12345')).toBe('length');
    expect(checkPassword('123456')).toBeNull();
    expect(checkPassword('x'.repeat(21))).toBe('length');
    expect(checkPassword('x'.repeat(21), EXISTING_PASSWORD_LENGTH)).toBeNull();
    expect(checkPassword('x'.repeat(26), EXISTING_PASSWORD_LENGTH)).toBe('length');
  });

  it('e-mailed code: exactly 6 characters once trimmed', () => {
    expect(checkEmailCode(' ')).toBe('required');
    expect(checkEmailCode('12345')).toBe('length');
    expect(checkEmailCode('1234567')).toBe('length');
    expect(checkEmailCode(' 123456 ')).toBeNull();
  });

  it('captcha: 1 to 8 characters once trimmed', () => {
    expect(checkCaptcha('')).toBe('required');
    expect(checkCaptcha('1234')).toBeNull();
    expect(checkCaptcha('123456789')).toBe('length');
  });

  it('profile fields: trimmed length against each field limit', () => {
    expect(profileFieldTooLong('nickname', 'n'.repeat(20))).toBe(false);
    expect(profileFieldTooLong('nickname', ` ${'n'.repeat(20)} `)).toBe(false);
    expect(profileFieldTooLong('nickname', 'n'.repeat(21))).toBe(true);
    expect(profileFieldTooLong('school', 's'.repeat(101))).toBe(true);
  });

  it('e-mail addresses compare without letter case', () => {
    expect(sameEmail('Alice@Example.com', 'alice@example.com ')).toBe(true);
    expect(sameEmail('bob@example.com', 'alice@example.com')).toBe(false);
  });
});

/** The server's schemas are built from the same bounds: a value passes the rule exactly when it passes the schema. */
describe('the schemas agree with the rules', () => {
  const samples = ['', ' ', 'a', '12345', '123456', ' 123456 ', 'x'.repeat(20), 'x'.repeat(21), 'x'.repeat(25), 'x'.repeat(26)];

  it('username', () => {
    for (const s of samples) expect(v.is(username, s)).toBe(checkUsername(s) === null);
  });

  it('password, and the login password', () => {
    for (const s of samples) {
      expect(v.is(password(), s)).toBe(checkPassword(s) === null);
      expect(v.is(LoginBody.entries.password, s)).toBe(checkPassword(s, EXISTING_PASSWORD_LENGTH) === null);
      expect(v.is(RegisterBody.entries.password, s)).toBe(checkPassword(s) === null);
    }
  });

  it('e-mailed code', () => {
    for (const s of samples) expect(v.is(emailCode, s)).toBe(checkEmailCode(s) === null);
  });

  it('profile fields', () => {
    for (const field of Object.keys(PROFILE_FIELD_MAX) as ProfileTextField[]) {
      const max = PROFILE_FIELD_MAX[field];
      for (const s of ['', 'x'.repeat(max), ` ${'x'.repeat(max)} `, 'x'.repeat(max + 1)]) {
        expect(v.is(ChangeUserInfoBody.entries[field], s)).toBe(!profileFieldTooLong(field, s));
      }
    }
  });

  it('an e-mail address longer than the limit is refused', () => {
    expect(v.is(email, `${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('accounts without an e-mail address', () => {
  it('store a unique address in the reserved .invalid domain that every view shows as none', () => {
    const stored = noEmailAddress('0123abcd');
    expect(stored).toBe('0123abcd@no-email.invalid');
    expect(isNoEmailAddress(stored)).toBe(true);
    expect(isNoEmailAddress('ME@NO-EMAIL.INVALID')).toBe(true);
    expect(shownEmail(stored)).toBe('');
    expect(shownEmail('alice@example.com')).toBe('alice@example.com');
    expect(isNoEmailAddress('alice@example.com')).toBe(false);
    expect(v.is(email, stored)).toBe(false);
  });
});
