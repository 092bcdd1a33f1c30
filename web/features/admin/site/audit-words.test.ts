import { describe, expect, it } from 'vitest';
import { needsAdminRole, type Endpoint } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { AUDIT_OPERATIONS, auditOperationLabel, changeValue, fieldChanges } from './audit-words';

describe('the audit log in words (decision 47)', () => {
  it('has words for every call the log records and for no other', () => {
    const audited = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, e]) => e.method !== 'GET' && needsAdminRole(e.access)).map(([name]) => name);
    expect(Object.keys(AUDIT_OPERATIONS).sort()).toEqual(audited.sort());
    expect(auditOperationLabel('adminEditUser')).toBe('Audit_Op_adminEditUser');
    expect(auditOperationLabel('aCallSinceRemoved')).toBeNull();
  });

  it('lists the fields a change moved, before and after, and nothing for records without both sides', () => {
    expect(fieldChanges({ register: true, openContestComment: true }, { register: true, openContestComment: false })).toEqual([{ field: 'openContestComment', before: true, after: false }]);
    expect(fieldChanges({ a: [1, 2], gone: 1 }, { a: [1, 3], added: 'x' })).toEqual([
      { field: 'a', before: [1, 2], after: [1, 3] },
      { field: 'added', before: undefined, after: 'x' },
      { field: 'gone', before: 1, after: undefined },
    ]);
    expect(fieldChanges(null, { a: 1 })).toEqual([]);
    expect(fieldChanges([{ uid: 'u' }], [])).toEqual([]);
    expect(changeValue(null)).toBe('–');
    expect(changeValue('x'.repeat(50))).toHaveLength(40);
  });
});
