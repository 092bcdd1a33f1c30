import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles';
import {
  capabilitiesOf,
  checkGenerate,
  checkImportRows,
  generatedUsernames,
  GENERATE_PER_CALL,
  importGender,
  isHeaderRow,
  primaryRole,
  rangeRuns,
  readImportRow,
  roleChangeRefusal,
} from './admin';
import { parseCsv, UTF8_BOM } from './csv';

describe('the CSV import of part 3 §5', () => {
  it('reads gender as male/0, female/1, anything else secrecy', () => {
    expect(['male', 'MALE', ' 0 '].map(importGender)).toEqual(['male', 'male', 'male']);
    expect(['female', 'Female', '1'].map(importGender)).toEqual(['female', 'female', 'female']);
    expect(['', '男', '2', 'secrecy', 'f'].map(importGender)).toEqual(['secrecy', 'secrecy', 'secrecy', 'secrecy', 'secrecy']);
  });

  it('needs a username and a password of 6 to 25 characters; the other five columns are optional', () => {
    expect(readImportRow(['stu01', 'pass1234'])).toEqual({ user: { username: 'stu01', password: 'pass1234', email: null, realname: null, gender: 'secrecy', nickname: null, school: null } });
    expect(readImportRow(['', 'pass1234'])).toEqual({ problem: 'username_required' });
    expect(readImportRow(['x'.repeat(21), 'pass1234'])).toEqual({ problem: 'username_length' });
    expect(readImportRow(['stu01'])).toEqual({ problem: 'password_required' });
    expect(readImportRow(['stu01', '12345'])).toEqual({ problem: 'password_length' });
    expect(readImportRow(['stu01', 'p'.repeat(25)])).toMatchObject({ user: { password: 'p'.repeat(25) } });
    expect(readImportRow(['stu01', 'p'.repeat(26)])).toEqual({ problem: 'password_length' });
  });

  it('keeps the password as typed, trims the rest and lower-cases the e-mail', () => {
    expect(readImportRow([' 张三 ', ' pass 12 ', ' Zhang@Example.COM ', ' 张三丰 ', 'female', ' 三 ', ' 北京大学 '])).toEqual({
      user: { username: '张三', password: ' pass 12 ', email: 'zhang@example.com', realname: '张三丰', gender: 'female', nickname: '三', school: '北京大学' },
    });
  });

  it('refuses a bad e-mail, the reserved no-email domain, overlong fields and an eighth column with text', () => {
    expect(readImportRow(['a', 'pass1234', 'not-an-address'])).toEqual({ problem: 'email_invalid' });
    expect(readImportRow(['a', 'pass1234', 'x@no-email.invalid'])).toEqual({ problem: 'email_invalid' });
    expect(readImportRow(['a', 'pass1234', '', 'r'.repeat(51)])).toEqual({ problem: 'realname_length' });
    expect(readImportRow(['a', 'pass1234', '', '', '', 'n'.repeat(21)])).toEqual({ problem: 'nickname_length' });
    expect(readImportRow(['a', 'pass1234', '', '', '', '', 's'.repeat(101)])).toEqual({ problem: 'school_length' });
    expect(readImportRow(['a', 'pass1234', '', '', '', '', '', 'extra'])).toEqual({ problem: 'too_many_columns' });
    expect(readImportRow(['a', 'pass1234', '', '', '', '', '', ' '])).toMatchObject({ user: { username: 'a' } });
  });

  it('reports each bad row of a file by the line it starts on, skipping a header and repeated usernames or e-mails', () => {
    const text = `${UTF8_BOM}username,password,email,realname,gender,nickname,school\r\n`
      + 'stu01,pass1234,a@x.test,"Li, Lei",0,,"No. 1 ""High"" School"\r\n'
      + 'stu02,short\r\n'
      + '\r\n'
      + '王小明,密码123456,,王小明,1,小明,"北京\n第一中学"\r\n'
      + 'STU01,pass1234\r\n'
      + 'stu03,pass1234,A@X.test\r\n'
      + ',pass1234\r\n';
    const rows = parseCsv(text);
    expect(rows).not.toBeNull();
    const { users, errors } = checkImportRows(rows!);
    expect(users.map((u) => [u.line, u.user.username, u.user.realname, u.user.gender, u.user.school])).toEqual([
      [2, 'stu01', 'Li, Lei', 'male', 'No. 1 "High" School'],
      [5, '王小明', '王小明', 'female', '北京\n第一中学'],
    ]);
    expect(errors).toEqual([
      { line: 3, username: 'stu02', problem: 'password_length' },
      { line: 7, username: 'STU01', problem: 'duplicate_username' },
      { line: 8, username: 'stu03', problem: 'duplicate_email' },
      { line: 9, username: '', problem: 'username_required' },
    ]);
  });

  it('takes the file’s first line as a header only when its first cell says username', () => {
    expect(isHeaderRow(['Username', 'Password'])).toBe(true);
    expect(isHeaderRow(['stu01', 'pass1234'])).toBe(false);
    expect(checkImportRows([{ line: 1, cells: ['stu01', 'pass1234'] }]).users).toHaveLength(1);
    // A later part of a file starts elsewhere: a user called "username" there is a user.
    expect(checkImportRows([{ line: 40, cells: ['username', 'pass1234'] }]).users).toHaveLength(1);
  });
});

describe('account generation of part 3 §5 and §9', () => {
  const spec = { prefix: 'team', suffix: '', numberFrom: 0, numberTo: 10, passwordLength: 8 };

  it('makes prefix + number + suffix for each number of the range, in order', () => {
    expect(generatedUsernames({ prefix: 'c', suffix: 'x', numberFrom: 8, numberTo: 11 })).toEqual(['c8x', 'c9x', 'c10x', 'c11x']);
    expect(generatedUsernames(spec)).toHaveLength(11);
  });

  it('needs both numbers, the end not below the start, and a password of 6 to 25 characters', () => {
    expect(checkGenerate(spec)).toBeNull();
    expect(checkGenerate({ ...spec, numberFrom: null })).toBe('number_required');
    expect(checkGenerate({ ...spec, numberTo: 1.5 })).toBe('number_invalid');
    expect(checkGenerate({ ...spec, numberFrom: -1 })).toBe('number_invalid');
    expect(checkGenerate({ ...spec, numberFrom: 5, numberTo: 4 })).toBe('number_order');
    expect(checkGenerate({ ...spec, numberFrom: 5, numberTo: 5 })).toBeNull();
    expect(checkGenerate({ ...spec, passwordLength: 5 })).toBe('password_length');
    expect(checkGenerate({ ...spec, passwordLength: 6 })).toBeNull();
    expect(checkGenerate({ ...spec, passwordLength: 25 })).toBeNull();
    expect(checkGenerate({ ...spec, passwordLength: 26 })).toBe('password_length');
    expect(checkGenerate({ ...spec, passwordLength: null })).toBe('password_length');
  });

  it('keeps the longest username within 20 characters and the count within the limit given', () => {
    expect(checkGenerate({ ...spec, prefix: 'p'.repeat(17), numberTo: 999 })).toBeNull();
    expect(checkGenerate({ ...spec, prefix: 'p'.repeat(17), numberTo: 1000 })).toBe('username_length');
    expect(checkGenerate({ ...spec, numberTo: GENERATE_PER_CALL - 1 }, GENERATE_PER_CALL)).toBeNull();
    expect(checkGenerate({ ...spec, numberTo: GENERATE_PER_CALL }, GENERATE_PER_CALL)).toBe('too_many');
  });

  it('cuts a range into runs for the calls that create it', () => {
    expect(rangeRuns(0, 10, 4)).toEqual([
      { from: 0, to: 3 },
      { from: 4, to: 7 },
      { from: 8, to: 10 },
    ]);
    expect(rangeRuns(5, 5, 200)).toEqual([{ from: 5, to: 5 }]);
  });
});

describe('roles', () => {
  it('shows the highest of the four roles; vip is not one of them', () => {
    expect(primaryRole(['user', 'vip'])).toBe('user');
    expect(primaryRole(['teacher', 'user'])).toBe('teacher');
    expect(primaryRole(['root'])).toBe('root');
    expect(primaryRole([])).toBe('user');
  });

  it('each role allows what the Worker checks: teachers the admin area, admins all content, root the super-admin calls', () => {
    expect(capabilitiesOf(ROLE.user)).toEqual([]);
    expect(capabilitiesOf(ROLE.vip)).toEqual([]);
    expect(capabilitiesOf(ROLE.teacher)).toEqual(['admin_area']);
    expect(capabilitiesOf(ROLE.admin)).toEqual(['admin_area', 'manage_all_content']);
    expect(capabilitiesOf(ROLE.root)).toEqual(['admin_area', 'manage_all_content', 'super_admin']);
  });

  it('refuses changing one’s own role or status, and leaving the site without an enabled super admin', () => {
    expect(roleChangeRefusal({ self: true, targetIsRoot: true, staysEnabledRoot: true, otherRoots: 3 })).toBe('own_account');
    expect(roleChangeRefusal({ self: false, targetIsRoot: true, staysEnabledRoot: false, otherRoots: 0 })).toBe('last_root');
    expect(roleChangeRefusal({ self: false, targetIsRoot: true, staysEnabledRoot: false, otherRoots: 1 })).toBeNull();
    expect(roleChangeRefusal({ self: false, targetIsRoot: false, staysEnabledRoot: false, otherRoots: 0 })).toBeNull();
  });
});
