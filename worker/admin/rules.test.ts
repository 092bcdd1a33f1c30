import { describe, expect, it } from 'vitest';
import { AUDIT_JSON_MAX, auditJson, fill, isAudited, isSecretField, isTargetField, readAuditJson, REDACTED, redact, targetIdsOf, targetText } from './rules';

describe('which calls the audit log records', () => {
  it('every write of an admin or super-admin entry, no read, no other access', () => {
    expect(isAudited({ method: 'PUT', access: 'root' })).toBe(true);
    expect(isAudited({ method: 'DELETE', access: 'admin' })).toBe(true);
    expect(isAudited({ method: 'POST', access: 'admin' })).toBe(true);
    expect(isAudited({ method: 'GET', access: 'root' })).toBe(false);
    expect(isAudited({ method: 'POST', access: 'user' })).toBe(false);
    expect(isAudited({ method: 'POST', access: 'runner' })).toBe(false);
  });
});

describe('redaction', () => {
  it('hides passwords, keys, secrets, tokens and codes by the field name’s last word', () => {
    for (const name of ['password', 'newPassword', 'oldPassword', 'pwd', 'secret', 'accessKey', 'secretKey', 'captchaKey', 'token', 'code', 'spjCode', 'invite_code', 'captcha', 'Authorization']) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ['passwordLength', 'password_length', 'codeTemplates', 'username', 'keyword', 'title', 'content', 'host', 'region']) {
      expect(isSecretField(name), name).toBe(false);
    }
  });

  it('replaces secret values at any depth and keeps everything else', () => {
    const request = { uid: 'u1', password: 'hunter22', profile: { nickname: 'n', secret: 's' }, list: [{ code: '123456', title: 't' }], passwordLength: 8 };
    expect(redact(request)).toEqual({ uid: 'u1', password: REDACTED, profile: { nickname: 'n', secret: REDACTED }, list: [{ code: REDACTED, title: 't' }], passwordLength: 8 });
    expect(request.password).toBe('hunter22');
  });

  it('shows a secret that was left out or removed (null) as it was: there is nothing to hide', () => {
    expect(redact({ password: null, secret: undefined })).toEqual({ password: null, secret: undefined });
  });
});

describe('targets', () => {
  it('picks the id fields of the query and the body', () => {
    expect(['id', 'ids', 'uid', 'pid', 'cid', 'gid', 'problemId', 'submitIds', 'pidList'].every(isTargetField)).toBe(true);
    expect(['valid', 'paid', 'title', 'keyword', 'status', 'Id'].some(isTargetField)).toBe(false);
    expect(targetIdsOf({ cid: 3, keyword: 'x' }, { pid: 7, ids: ['a', 'b'], title: 'T', tags: [{ id: 1 }], problemId: 'P1000' })).toEqual({ cid: 3, pid: 7, ids: ['a', 'b'], problemId: 'P1000' });
    expect(targetIdsOf(undefined, null, ['not an object'])).toEqual({});
  });

  it('writes the targets as one text a filter matches whole ids in', () => {
    expect(targetText({ cid: 3, ids: ['a', 'b'] })).toBe(' 3 a b ');
    expect(targetText({})).toBe('');
  });
});

describe('stored JSON', () => {
  it('is redacted and cut to the column’s size, saying so', () => {
    expect(auditJson({ password: 'x', a: 1 })).toBe(`{"password":"${REDACTED}","a":1}`);
    expect(auditJson(null)).toBeNull();
    expect(auditJson(undefined)).toBeNull();
    const cut = JSON.parse(auditJson({ text: 'x'.repeat(AUDIT_JSON_MAX) })!) as { truncated: boolean; start: string };
    expect(cut.truncated).toBe(true);
    expect(cut.start).toHaveLength(AUDIT_JSON_MAX);
    expect(readAuditJson('{"a":1}')).toEqual({ a: 1 });
    expect(readAuditJson(null)).toBeNull();
  });
});

describe('messages', () => {
  it('fills their places', () => {
    expect(fill('At most {max} rows, {max}!', { max: 200 })).toBe('At most 200 rows, 200!');
    expect(fill('{unknown}', {})).toBe('{unknown}');
  });
});
