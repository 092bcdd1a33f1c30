import { fill } from '../../contract/message-template';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { adminChange, areaRefusal, authorNotice, badgeRole, categoryPlan, editDecision, escapeMarkdown, mayDelete, mayPin, parseTags, postedShape, readRefusal, type Viewer } from './rules';

const open = { openPublicDiscussion: true, openGroupDiscussion: true };
const user = (uid: string, o: Partial<Viewer> = {}): Viewer => ({ uid, siteAdmin: false, groupMember: false, groupAdmin: false, ...o });
const publicOne = { uid: 'author', gid: null, status: 0 };
const groupOne = { uid: 'author', gid: 7, status: 0 };

describe('areaRefusal', () => {
  it('closes each area by its own switch', () => {
    expect(areaRefusal(null, open)).toBeNull();
    expect(areaRefusal(null, { ...open, openPublicDiscussion: false })).toBe(COMMUNITY_MESSAGES.publicClosed);
    expect(areaRefusal(3, { ...open, openPublicDiscussion: false })).toBeNull();
    expect(areaRefusal(3, { ...open, openGroupDiscussion: false })).toBe(COMMUNITY_MESSAGES.groupClosed);
    expect(areaRefusal(null, { ...open, openGroupDiscussion: false })).toBeNull();
  });
});

describe('readRefusal', () => {
  it('opens a public discussion to visitors and a closed area to nobody, admins included', () => {
    expect(readRefusal(publicOne, null, open)).toBeNull();
    expect(readRefusal(publicOne, user('x', { siteAdmin: true }), { ...open, openPublicDiscussion: false })).toEqual({ status: 403, msg: COMMUNITY_MESSAGES.publicClosed });
  });

  it('keeps a group discussion for the group: visitors sign in, outsiders are refused', () => {
    expect(readRefusal(groupOne, null, open)?.status).toBe(401);
    expect(readRefusal(groupOne, user('x'), open)).toEqual({ status: 403, msg: GROUP_MESSAGES.notMember });
    expect(readRefusal(groupOne, user('x', { groupMember: true }), open)).toBeNull();
  });

  it('opens a disabled discussion only to its author and its managers', () => {
    const disabled = { ...publicOne, status: 1 };
    expect(readRefusal(disabled, null, open)).toEqual({ status: 403, msg: COMMUNITY_MESSAGES.discussionDisabled });
    expect(readRefusal(disabled, user('x'), open)?.msg).toBe(COMMUNITY_MESSAGES.discussionDisabled);
    expect(readRefusal(disabled, user('author'), open)).toBeNull();
    expect(readRefusal(disabled, user('x', { siteAdmin: true }), open)).toBeNull();
    const groupDisabled = { ...groupOne, status: 1 };
    expect(readRefusal(groupDisabled, user('x', { groupMember: true }), open)?.msg).toBe(COMMUNITY_MESSAGES.discussionDisabled);
    expect(readRefusal(groupDisabled, user('x', { groupMember: true, groupAdmin: true }), open)).toBeNull();
  });
});

describe('mayDelete and mayPin', () => {
  it('lets the author, admin roles and (in a group) group admins delete', () => {
    expect(mayDelete(publicOne, user('author'))).toBe(true);
    expect(mayDelete(publicOne, user('x'))).toBe(false);
    expect(mayDelete(publicOne, user('x', { siteAdmin: true }))).toBe(true);
    expect(mayDelete(groupOne, user('x', { groupMember: true, groupAdmin: true }))).toBe(true);
    expect(mayDelete(groupOne, user('x', { groupMember: true }))).toBe(false);
    // a group admin flag means nothing for a public discussion
    expect(mayDelete(publicOne, user('x', { groupAdmin: true }))).toBe(false);
  });

  it('lets only admin roles pin on the site, and group admins in their group', () => {
    expect(mayPin(null, user('x'))).toBe(false);
    expect(mayPin(null, user('x', { siteAdmin: true }))).toBe(true);
    expect(mayPin(7, user('x', { groupAdmin: true }))).toBe(true);
    expect(mayPin(7, user('x', { groupMember: true }))).toBe(false);
  });
});

describe('editDecision', () => {
  const current = { ...publicOne, categoryId: 1, topPriority: false, problemId: null };

  it('is the author’s only', () => {
    expect(editDecision(current, { title: 't', categoryId: 1 }, user('x', { siteAdmin: true }))).toEqual({ refusal: { status: 403, msg: COMMUNITY_MESSAGES.notAuthor } });
  });

  it('refuses another category', () => {
    expect(editDecision(current, { title: 't', categoryId: 3 }, user('author'))).toEqual({ refusal: { status: 400, msg: COMMUNITY_MESSAGES.categoryFixed } });
  });

  it('keeps the top flag unless one who may pin changes it', () => {
    expect(editDecision(current, { title: 't', categoryId: 1 }, user('author'))).toEqual({ title: 't', topPriority: false });
    expect(editDecision(current, { title: 't', categoryId: 1, topPriority: true }, user('author'))).toEqual({ refusal: { status: 403, msg: COMMUNITY_MESSAGES.onlyAdminPins } });
    expect(editDecision({ ...current, topPriority: true }, { title: 't', categoryId: 1, topPriority: true }, user('author'))).toEqual({ title: 't', topPriority: true });
    expect(editDecision(current, { title: 't', categoryId: 1, topPriority: true }, user('author', { siteAdmin: true }))).toEqual({ title: 't', topPriority: true });
  });

  it('keeps the problem prefix of a problem discussion', () => {
    const underProblem = { ...current, categoryId: 2, problemId: 'P1000' };
    expect(editDecision(underProblem, { title: 'Why WA', categoryId: 2 }, user('author'))).toEqual({ title: '[P1000] Why WA', topPriority: false });
    expect(editDecision(underProblem, { title: '[P1000] Why WA', categoryId: 2 }, user('author'))).toEqual({ title: '[P1000] Why WA', topPriority: false });
  });
});

describe('postedShape', () => {
  it('puts a problem discussion in category 2 with the prefix', () => {
    expect(postedShape({ title: 'Hint?', categoryId: 1 }, 'P1')).toEqual({ title: '[P1] Hint?', categoryId: 2 });
    expect(postedShape({ title: 'Hello', categoryId: 5 }, null)).toEqual({ title: 'Hello', categoryId: 5 });
  });
});

describe('badgeRole', () => {
  it('prefers root, then admin, and gives others none', () => {
    expect(badgeRole(['admin', 'root'])).toBe('root');
    expect(badgeRole(['admin'])).toBe('admin');
    expect(badgeRole(['teacher', 'user'])).toBeNull();
  });
});

describe('adminChange', () => {
  const current = { status: 0, topPriority: false, uid: 'author' };

  it('needs something to change', () => {
    expect(adminChange(current, {}, 'admin')).toHaveProperty('refusal');
  });

  it('tells the author when someone else disables it, once', () => {
    expect(adminChange(current, { status: 1 }, 'admin')).toEqual({ set: { status: 1, topPriority: false }, tellDisabled: true });
    expect(adminChange({ ...current, status: 1 }, { status: 1 }, 'admin')).toEqual({ set: { status: 1, topPriority: false }, tellDisabled: false });
    expect(adminChange(current, { status: 1 }, 'author')).toEqual({ set: { status: 1, topPriority: false }, tellDisabled: false });
    expect(adminChange(current, { topPriority: true }, 'admin')).toEqual({ set: { status: 0, topPriority: true }, tellDisabled: false });
  });
});

describe('authorNotice', () => {
  it('names the discussion without letting its title become markup', () => {
    const n = authorNotice('deleted', '<b>*x*</b>', true);
    expect(n.title).toBe('Your discussion was deleted');
    expect(n.content).toContain('\\<b\\>\\*x\\*\\</b\\>');
    expect(n.content).toContain('an admin of its group');
    expect(authorNotice('disabled', 'T', false).content).toContain('disabled by an admin.');
  });

  it('escapes markdown specials', () => {
    expect(escapeMarkdown('[a](javascript:x)')).toBe('\\[a\\]\\(javascript:x\\)');
  });
});

describe('categoryPlan', () => {
  it('creates, renames, orders and deletes from the whole list', () => {
    const plan = categoryPlan(
      [1, 2, 3, 4],
      [
        { id: 2, name: 'Problems' },
        { id: 1, name: 'General' },
        { id: null, name: ' News ' },
        { id: 4, name: 'Kept' },
      ],
    );
    expect(plan).toEqual({
      creates: [{ name: 'News', rank: 2 }],
      updates: [
        { id: 2, name: 'Problems', rank: 0 },
        { id: 1, name: 'General', rank: 1 },
        { id: 4, name: 'Kept', rank: 3 },
      ],
      deletes: [3],
    });
  });

  it('keeps general and problem', () => {
    expect(categoryPlan([1, 2], [{ id: 1, name: 'General' }])).toEqual({ refusal: COMMUNITY_MESSAGES.categoryKept });
  });

  it('refuses unknown ids, repeated ids and repeated names', () => {
    const base = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    expect(categoryPlan([1, 2], [...base, { id: 9, name: 'c' }])).toEqual({ refusal: fill(COMMUNITY_MESSAGES.categoryIdNotFound, { id: 9 }) });
    expect(categoryPlan([1, 2], [...base, { id: 1, name: 'c' }])).toHaveProperty('refusal');
    expect(categoryPlan([1, 2], [...base, { id: null, name: 'A' }])).toHaveProperty('refusal');
  });
});

describe('parseTags', () => {
  it('reads stored tags and treats anything else as none', () => {
    expect(parseTags('["spam","fraud"]')).toEqual(['spam', 'fraud']);
    expect(parseTags('{"a":1}')).toEqual([]);
    expect(parseTags('not json')).toEqual([]);
  });
});
