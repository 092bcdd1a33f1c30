import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { checkedGroupCode, decideGroupStanding, joinDecision, managesGroupItem } from './rules';

const group = { uid: 'owner', visible: true, status: 0 };

describe('decideGroupStanding', () => {
  it('makes the owner root whatever their row says', () => {
    const s = decideGroupStanding(group, 0, { uid: 'owner', siteAdmin: false });
    expect(s).toMatchObject({ level: 5, isOwner: true, member: true, admin: true, root: true, hidden: false });
  });

  it('gives members reading, admins managing and roots everything', () => {
    expect(decideGroupStanding(group, 3, { uid: 'u', siteAdmin: false })).toMatchObject({ member: true, admin: false, root: false });
    expect(decideGroupStanding(group, 4, { uid: 'u', siteAdmin: false })).toMatchObject({ member: true, admin: true, root: false });
    expect(decideGroupStanding(group, 5, { uid: 'u', siteAdmin: false })).toMatchObject({ member: true, admin: true, root: true });
  });

  it('keeps applicants, refused users and guests out of the content', () => {
    for (const level of [0, 1, 2]) expect(decideGroupStanding(group, level, { uid: 'u', siteAdmin: false }).member).toBe(false);
    expect(decideGroupStanding(group, 0, null).member).toBe(false);
  });

  it('hides an invisible or banned group from everyone but members and site admins', () => {
    expect(decideGroupStanding({ ...group, visible: false }, 1, { uid: 'u', siteAdmin: false }).hidden).toBe(true);
    expect(decideGroupStanding({ ...group, status: 1 }, 0, null).hidden).toBe(true);
    expect(decideGroupStanding({ ...group, visible: false }, 3, { uid: 'u', siteAdmin: false }).hidden).toBe(false);
    expect(decideGroupStanding({ ...group, visible: false }, 0, { uid: 'u', siteAdmin: true })).toMatchObject({ hidden: false, root: true });
  });
});

describe('managesGroupItem', () => {
  it('lets the root manage anything and an admin only what they wrote', () => {
    expect(managesGroupItem({ root: true, admin: true }, 'someone', 'me')).toBe(true);
    expect(managesGroupItem({ root: false, admin: true }, 'me', 'me')).toBe(true);
    expect(managesGroupItem({ root: false, admin: true }, 'someone', 'me')).toBe(false);
    expect(managesGroupItem({ root: false, admin: false }, 'me', 'me')).toBe(false);
  });
});

describe('checkedGroupCode', () => {
  it('needs a 6-character code unless the group is public', () => {
    expect(checkedGroupCode(1, null)).toEqual({ code: null });
    expect(checkedGroupCode(1, '  ')).toEqual({ code: null });
    expect(checkedGroupCode(1, 'ABC')).toEqual({ refusal: GROUP_MESSAGES.codeLength });
    expect(checkedGroupCode(2, null)).toEqual({ refusal: GROUP_MESSAGES.codeRequired });
    expect(checkedGroupCode(3, '')).toEqual({ refusal: GROUP_MESSAGES.codeRequired });
    expect(checkedGroupCode(3, 'ABCDEFG')).toEqual({ refusal: GROUP_MESSAGES.codeLength });
    expect(checkedGroupCode(3, ' CLS001 ')).toEqual({ code: 'CLS001' });
  });
});

describe('joinDecision', () => {
  const none = { level: 0, isOwner: false };
  const pub = { auth: 1, code: null };
  const prot = { auth: 2, code: 'CLS001' };
  const priv = { auth: 3, code: 'CLS001' };
  const reason = 'I am in this class';

  it('makes a member of a public group at once', () => {
    expect(joinDecision(pub, none, { reason: null, code: null })).toEqual({ level: 3, reason: null });
  });

  it('needs a reason of 5 to 100 characters for a protected group, and no code', () => {
    expect(joinDecision(prot, none, { reason: null, code: null })).toEqual({ refusal: GROUP_MESSAGES.reasonRequired });
    expect(joinDecision(prot, none, { reason: 'abcd', code: null })).toEqual({ refusal: GROUP_MESSAGES.reasonLength });
    expect(joinDecision(prot, none, { reason: 'x'.repeat(101), code: null })).toEqual({ refusal: GROUP_MESSAGES.reasonLength });
    expect(joinDecision(prot, none, { reason, code: null })).toEqual({ level: 1, reason });
  });

  it('needs the exact code for a private group', () => {
    expect(joinDecision(priv, none, { reason, code: null })).toEqual({ refusal: GROUP_MESSAGES.codeRequired });
    expect(joinDecision(priv, none, { reason, code: 'CLS00' })).toEqual({ refusal: GROUP_MESSAGES.codeLength });
    expect(joinDecision(priv, none, { reason, code: 'CLS002' })).toEqual({ refusal: GROUP_MESSAGES.wrongCode });
    expect(joinDecision(priv, none, { reason: null, code: 'CLS001' })).toEqual({ refusal: GROUP_MESSAGES.reasonRequired });
    expect(joinDecision(priv, none, { reason, code: 'CLS001' })).toEqual({ level: 1, reason });
  });

  it('refuses members and waiting applicants, and lets refused users apply again', () => {
    expect(joinDecision(pub, { level: 3, isOwner: false }, { reason, code: null })).toEqual({ refusal: GROUP_MESSAGES.alreadyMember });
    expect(joinDecision(pub, { level: 0, isOwner: true }, { reason, code: null })).toEqual({ refusal: GROUP_MESSAGES.alreadyMember });
    expect(joinDecision(prot, { level: 1, isOwner: false }, { reason, code: null })).toEqual({ refusal: GROUP_MESSAGES.alreadyApplying });
    expect(joinDecision(priv, { level: 2, isOwner: false }, { reason, code: 'CLS001' })).toEqual({ level: 1, reason });
  });
});
