import { describe, expect, it } from 'vitest';
import { commentFilter, mayDeletePost, passesFilter, replyRefusal } from './rules';

describe('contest comment visibility (decision 33)', () => {
  const running = { kind: 'contest', ended: false } as const;
  const ended = { kind: 'contest', ended: true } as const;
  const participant = { uid: 'p1', manages: false };
  const manager = { uid: 'm1', manages: true };

  it('shows a participant of a running contest only their own and the managers\' posts', () => {
    const filter = commentFilter(running, participant);
    expect(filter).toEqual({ kind: 'ownAndManagers', uid: 'p1' });
    expect(passesFilter(filter, { uid: 'p1', byManager: false })).toBe(true);
    expect(passesFilter(filter, { uid: 'm1', byManager: true })).toBe(true);
    expect(passesFilter(filter, { uid: 'p2', byManager: false })).toBe(false);
  });

  it('shows managers everything, and everyone everything once the contest ended or in a discussion', () => {
    for (const filter of [commentFilter(running, manager), commentFilter(ended, participant), commentFilter({ kind: 'discussion' }, participant)]) {
      expect(filter).toEqual({ kind: 'all' });
      expect(passesFilter(filter, { uid: 'p2', byManager: false })).toBe(true);
    }
  });

  it('shows a caller without an account only the managers\' posts of a running contest', () => {
    const filter = commentFilter(running, { uid: null, manages: false });
    expect(passesFilter(filter, { uid: 'p2', byManager: false })).toBe(false);
    expect(passesFilter(filter, { uid: 'm1', byManager: true })).toBe(true);
  });

  it('keeps the mark of a post written as manager: a manager who lost the role still counts for that post', () => {
    const filter = commentFilter(running, participant);
    expect(passesFilter(filter, { uid: 'former', byManager: true })).toBe(true);
  });
});

describe('who may delete a comment or reply', () => {
  const nobody = { uid: 'x', adminRole: false, contestManager: false, groupAdmin: false };
  it('lets the author, an admin role, a contest manager or a group admin delete, and nobody else', () => {
    expect(mayDeletePost({ ...nobody, uid: 'a' }, 'a')).toBe(true);
    expect(mayDeletePost({ ...nobody, adminRole: true }, 'a')).toBe(true);
    expect(mayDeletePost({ ...nobody, contestManager: true }, 'a')).toBe(true);
    expect(mayDeletePost({ ...nobody, groupAdmin: true }, 'a')).toBe(true);
    expect(mayDeletePost(nobody, 'a')).toBe(false);
  });
});

describe('a reply and what it quotes', () => {
  it('accepts a reply to the quoted post\'s author under the same comment', () => {
    expect(replyRefusal({ commentId: 4, toUid: 'u' }, { type: 'Reply', commentId: 4, uid: 'u' })).toBeNull();
    expect(replyRefusal({ commentId: 4, toUid: 'u' }, { type: 'Comment', commentId: 4, uid: 'u' })).toBeNull();
  });
  it('refuses a missing quote, a quote under another comment and a reply to someone else', () => {
    expect(replyRefusal({ commentId: 4, toUid: 'u' }, null)).toMatch(/does not exist/);
    expect(replyRefusal({ commentId: 4, toUid: 'u' }, { type: 'Reply', commentId: 5, uid: 'u' })).toMatch(/not under this comment/);
    expect(replyRefusal({ commentId: 4, toUid: 'v' }, { type: 'Comment', commentId: 4, uid: 'u' })).toMatch(/toUid/);
  });
});
