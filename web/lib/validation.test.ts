import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChangePasswordBody, LoginBody, RegisterBody } from '../../contract/api/accounts';
import { rules } from './validation';

const id = (p: ReturnType<typeof rules.username>) => p?.id ?? null;

describe('field rules', () => {
  it('username: required, at most 20', () => {
    expect(id(rules.username(''))).toBe('Username_Check_Required');
    expect(id(rules.username('   '))).toBe('Username_Check_Required');
    expect(rules.username('a'.repeat(21))).toEqual({ id: 'Username_Check_Max', values: { max: 20 } });
    expect(rules.username('a'.repeat(20))).toBeNull();
  });

  it('password: 6 to 20', () => {
    expect(id(rules.password(''))).toBe('Password_Check_Required');
    expect(rules.password('12345')).toEqual({ id: 'Password_Check_Between', values: { min: 6, max: 20 } });
    expect(id(rules.password('x'.repeat(21)))).toBe('Password_Check_Between');
    expect(rules.password('123456')).toBeNull();
    expect(rules.password('x'.repeat(20))).toBeNull();
  });

  it('login password: 6 to 25, the lengths generated accounts get', () => {
    expect(id(rules.existingPassword(''))).toBe('Password_Check_Required');
    expect(rules.existingPassword('12345')).toEqual({ id: 'Password_Check_Between', values: { min: 6, max: 25 } });
    expect(rules.existingPassword('x'.repeat(21))).toBeNull();
    expect(rules.existingPassword('x'.repeat(25))).toBeNull();
    expect(id(rules.existingPassword('x'.repeat(26)))).toBe('Password_Check_Between');
  });

  it('agrees with the API on every password length: the web refuses exactly what the server refuses', () => {
    const base = { username: 'alice', email: 'a@example.com', code: '123456' };
    for (let length = 0; length <= 30; length++) {
      const password = 'p'.repeat(length);
      expect(rules.existingPassword(password) === null, `login, ${length}`).toBe(v.is(LoginBody, { username: 'alice', password }));
      expect(rules.password(password) === null, `register, ${length}`).toBe(v.is(RegisterBody, { ...base, password }));
      expect(rules.existingPassword(password) === null, `current password, ${length}`).toBe(v.is(ChangePasswordBody, { oldPassword: password, newPassword: 'newpass1' }));
    }
  });

  it('password again: required and equal', () => {
    expect(id(rules.passwordAgain('', 'secret1'))).toBe('Password_Again_Check_Required');
    expect(id(rules.passwordAgain('secret2', 'secret1'))).toBe('Password_does_not_match');
    expect(rules.passwordAgain('secret1', 'secret1')).toBeNull();
  });

  it('email: required and well formed', () => {
    expect(id(rules.email(''))).toBe('Email_Check_Required');
    expect(id(rules.email('not-an-address'))).toBe('Email_Check_Format');
    expect(id(rules.email('a@b'))).toBe('Email_Check_Format');
    expect(rules.email('alice@example.com')).toBeNull();
  });

  it('code: exactly 6 characters', () => {
    expect(id(rules.emailCode(''))).toBe('Code_Check_Required');
    expect(rules.emailCode('12345')).toEqual({ id: 'Code_Check_Length', values: { length: 6 } });
    expect(id(rules.emailCode('1234567'))).toBe('Code_Check_Length');
    expect(rules.emailCode(' 123456 ')).toBeNull();
  });

  it('captcha: 1 to 8 characters', () => {
    expect(id(rules.captcha(''))).toBe('Captcha_Check_Required');
    expect(id(rules.captcha('123456789'))).toBe('Captcha_Check_Between');
    expect(rules.captcha('1234')).toBeNull();
  });

  it('a new value must differ from the current one', () => {
    expect(id(rules.differs('Alice@Example.com', 'alice@example.com', 'Same', true))).toBe('Same');
    expect(rules.differs('Secret1', 'secret1', 'Same')).toBeNull();
    expect(id(rules.differs('secret1', 'secret1', 'Same'))).toBe('Same');
    expect(rules.differs('bob@example.com', 'alice@example.com', 'Same')).toBeNull();
    expect(rules.differs('x', null, 'Same')).toBeNull();
  });

  it('max length counts trimmed text', () => {
    expect(rules.maxLength('  abc  ', 3)).toBeNull();
    expect(rules.maxLength('abcd', 3)).toEqual({ id: 'Field_Check_Max', values: { max: 3 } });
  });
});
