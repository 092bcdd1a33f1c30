import { describe, expect, it } from 'vitest';
import { groupEventMessage, memberChangeEvent, memberRemovalEvent, noticeAudiences, noticeReaches, problemBankMessage, unreadCounts } from './rules';

describe('who a notification reaches (decision 33)', () => {
  const user = { createdAt: 1000, roles: ['user'], designated: false };
  const pushed = (recipient: 'All' | 'Admin' | 'Designated', pushedAt = 2000) => ({ recipient, pushed: true, pushedAt });

  it('reaches only once pushed, and only accounts created before the push', () => {
    expect(noticeReaches({ recipient: 'All', pushed: false, pushedAt: null }, user)).toBe(false);
    expect(noticeReaches(pushed('All'), user)).toBe(true);
    expect(noticeReaches(pushed('All', 999), user)).toBe(false);
    expect(noticeReaches(pushed('All', 1000), user)).toBe(true);
  });

  it('reaches admins with Admin notifications, named users with Designated ones', () => {
    expect(noticeReaches(pushed('Admin'), user)).toBe(false);
    for (const role of ['teacher', 'admin', 'root']) expect(noticeReaches(pushed('Admin'), { ...user, roles: ['user', role] })).toBe(true);
    expect(noticeReaches(pushed('Designated'), user)).toBe(false);
    expect(noticeReaches(pushed('Designated'), { ...user, designated: true })).toBe(true);
    expect(noticeAudiences(['user'])).toEqual(['All']);
    expect(noticeAudiences(['admin'])).toEqual(['All', 'Admin']);
  });
});

describe('unread counts', () => {
  it('maps the personal boxes to the badge names and zero-fills the rest', () => {
    expect(unreadCounts([{ type: 'Discuss', n: 2 }, { type: 'Like', n: 1 }], 3)).toEqual({ comment: 2, reply: 0, like: 1, sys: 3, mine: 0 });
  });
});

describe('"mine" messages of group events', () => {
  it('tells an applicant accepted or refused, a member removed, and nothing else', () => {
    expect(memberChangeEvent(1, 3)).toBe('accepted');
    expect(memberChangeEvent(2, 4)).toBe('accepted');
    expect(memberChangeEvent(1, 2)).toBe('refused');
    expect(memberChangeEvent(3, 4)).toBeNull();
    expect(memberChangeEvent(4, 3)).toBeNull();
    expect(memberRemovalEvent(3)).toBe('removed');
    expect(memberRemovalEvent(1)).toBe('refused');
    expect(memberRemovalEvent(2)).toBeNull();
  });

  it('names the group as code, so a name holding markdown cannot turn into a link or a script', () => {
    const m = groupEventMessage('accepted', { id: 7, name: 'A [x](javascript:1) `b`' });
    expect(m.content).toContain('[`A [x](javascript:1)  b `](/group/7)');
    expect(groupEventMessage('removed', { id: 7, name: 'C' }).title).toMatch(/removed/);
  });

  it('writes the public bank decision for the problem\'s author', () => {
    expect(problemBankMessage(true, { id: 1, problemId: 'G-1', title: 'Sum' }).content).toContain('/problem/G-1');
    expect(problemBankMessage(false, { id: 1, problemId: 'G-1', title: 'Sum' }).title).toMatch(/refused/);
  });
});
