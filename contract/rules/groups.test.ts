import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES as M, groupProblemInputId, groupProblemPrefix, memberChangeRefusal, memberRemovalRefusal, membershipAction } from './groups';

const owner = { auth: 5, isOwner: true, isSiteAdmin: false, uid: 'owner' };
const siteAdmin = { auth: 0, isOwner: false, isSiteAdmin: true, uid: 'teacher' };
const root = { auth: 5, isOwner: false, isSiteAdmin: false, uid: 'root' };
const admin = { auth: 4, isOwner: false, isSiteAdmin: false, uid: 'admin' };
const member = { auth: 3, isOwner: false, isSiteAdmin: false, uid: 'member' };

const target = (auth: number, uid = 't', isOwner = false) => ({ auth, uid, isOwner });

describe('memberChangeRefusal', () => {
  it('lets the owner and site admins set anyone but the owner to any level', () => {
    for (const actor of [owner, siteAdmin]) {
      for (const level of [2, 3, 4, 5]) {
        expect(memberChangeRefusal(actor, target(4), level)).toBeNull();
        expect(memberChangeRefusal(actor, target(5), level)).toBeNull();
        expect(memberChangeRefusal(actor, target(1), level)).toBeNull();
      }
    }
    expect(memberChangeRefusal(siteAdmin, target(5, 'owner', true), 3)).toBe(M.memberAtOrAbove);
  });

  it('never lets anyone change their own level', () => {
    expect(memberChangeRefusal(owner, target(5, 'owner', true), 3)).toBe(M.cannotChangeSelf);
    expect(memberChangeRefusal(admin, target(4, 'admin'), 3)).toBe(M.cannotChangeSelf);
  });

  it('lets a group admin accept, refuse and demote below their level only', () => {
    expect(memberChangeRefusal(admin, target(1), 3)).toBeNull();
    expect(memberChangeRefusal(admin, target(1), 2)).toBeNull();
    expect(memberChangeRefusal(admin, target(3), 2)).toBeNull();
    expect(memberChangeRefusal(admin, target(1), 4)).toBe(M.levelAtOrBelow);
    expect(memberChangeRefusal(admin, target(3), 5)).toBe(M.levelAtOrBelow);
    expect(memberChangeRefusal(admin, target(4), 3)).toBe(M.memberAtOrAbove);
    expect(memberChangeRefusal(admin, target(5), 3)).toBe(M.memberAtOrAbove);
  });

  it('lets a raised root make admins but not other roots', () => {
    expect(memberChangeRefusal(root, target(3), 4)).toBeNull();
    expect(memberChangeRefusal(root, target(4), 3)).toBeNull();
    expect(memberChangeRefusal(root, target(3), 5)).toBe(M.levelAtOrBelow);
    expect(memberChangeRefusal(root, target(5), 4)).toBe(M.memberAtOrAbove);
    expect(memberChangeRefusal(root, target(5, 'owner', true), 4)).toBe(M.memberAtOrAbove);
  });

  it('refuses plain members and applicants', () => {
    expect(memberChangeRefusal(member, target(1), 3)).toBe(M.notAdmin);
    expect(memberChangeRefusal({ ...member, auth: 1 }, target(1), 2)).toBe(M.notAdmin);
  });
});

describe('memberRemovalRefusal', () => {
  it('lets the owner and site admins remove anyone else; a site admin even the owner (which disbands)', () => {
    expect(memberRemovalRefusal(owner, target(5))).toBeNull();
    expect(memberRemovalRefusal(siteAdmin, target(5, 'owner', true))).toBeNull();
    expect(memberRemovalRefusal(siteAdmin, target(1))).toBeNull();
  });

  it('sends anyone removing themselves to Exit', () => {
    expect(memberRemovalRefusal(owner, target(5, 'owner', true))).toBe(M.cannotRemoveSelf);
    expect(memberRemovalRefusal(admin, target(4, 'admin'))).toBe(M.cannotRemoveSelf);
  });

  it('lets group admins remove only those below them, never the owner', () => {
    expect(memberRemovalRefusal(admin, target(3))).toBeNull();
    expect(memberRemovalRefusal(admin, target(1))).toBeNull();
    expect(memberRemovalRefusal(admin, target(2))).toBeNull();
    expect(memberRemovalRefusal(admin, target(4))).toBe(M.memberAtOrAbove);
    expect(memberRemovalRefusal(root, target(4))).toBeNull();
    expect(memberRemovalRefusal(root, target(5))).toBe(M.memberAtOrAbove);
    expect(memberRemovalRefusal(root, target(5, 'owner', true))).toBe(M.memberAtOrAbove);
  });

  it('refuses plain members', () => {
    expect(memberRemovalRefusal(member, target(1))).toBe(M.notAdmin);
  });
});

describe('membershipAction', () => {
  it('shows Disband to the owner and site admins, Exit to members, the application state otherwise', () => {
    expect(membershipAction(5, true, false)).toBe('disband');
    expect(membershipAction(0, false, true)).toBe('disband');
    expect(membershipAction(5, false, false)).toBe('exit');
    expect(membershipAction(4, false, false)).toBe('exit');
    expect(membershipAction(3, false, false)).toBe('exit');
    expect(membershipAction(2, false, false)).toBe('refused');
    expect(membershipAction(1, false, false)).toBe('applying');
    expect(membershipAction(0, false, false)).toBe('apply');
  });
});

describe('groupProblemPrefix', () => {
  it('is the trimmed short name in upper case', () => {
    expect(groupProblemPrefix(' class1 ')).toBe('CLASS1');
    expect(groupProblemPrefix('MiXeD')).toBe('MIXED');
  });

  it('comes off again for the typed id, whatever the case of the stored id', () => {
    expect(groupProblemInputId('CLASS1A001', 'class1')).toBe('A001');
    expect(groupProblemInputId('class1a001', 'Class1')).toBe('a001');
    expect(groupProblemInputId('OTHER1', 'class1')).toBe('OTHER1');
  });
});
