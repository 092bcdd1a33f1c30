import { describe, expect, it } from 'vitest';
import type { ReplyView } from '../../../contract/api/community';
import { areaKey, commentProblem, hasHiddenReplies, likeSource, mayDeletePost, replyToComment, replyToReply, shownReplies } from './comment-rules';

const reply = (id: number): ReplyView => ({
  id,
  commentId: 7,
  content: `r${id}`,
  fromUid: `u${id}`,
  fromName: `n${id}`,
  fromAvatar: null,
  fromRole: null,
  toUid: 'u0',
  toName: 'n0',
  toAvatar: null,
  quoteId: 7,
  quoteType: 'Comment',
  gmtCreate: '2026-01-01T00:00:00Z',
});

describe('comment rules', () => {
  it('names the area and the like source by discussion or contest', () => {
    expect(areaKey({ did: 4 })).toBe('d4');
    expect(areaKey({ cid: 4 })).toBe('c4');
    expect(likeSource({ did: 4 })).toEqual({ sourceId: 4, sourceType: 'Discussion' });
    expect(likeSource({ cid: 9 })).toEqual({ sourceId: 9, sourceType: 'Contest' });
  });
  it('refuses blank and over-long text', () => {
    expect(commentProblem('  \n ')).toBe('Content_cannot_be_empty');
    expect(commentProblem('x'.repeat(10_001))).toBe('Comment_Too_Long');
    expect(commentProblem('x'.repeat(10_000))).toBeNull();
  });
  it('shows three replies until all are loaded', () => {
    const list = [1, 2, 3, 4].map(reply);
    expect(shownReplies({ replyList: list }, null).map((r) => r.id)).toEqual([1, 2, 3]);
    const all = [1, 2, 3, 4, 5].map(reply);
    expect(shownReplies({ replyList: list }, all)).toBe(all);
    expect(hasHiddenReplies({ totalReplyNum: 3 })).toBe(false);
    expect(hasHiddenReplies({ totalReplyNum: 4 })).toBe(true);
  });
  it('quotes the comment or the reply being answered', () => {
    expect(replyToComment({ id: 7, fromUid: 'a', fromName: 'alice' })).toEqual({ commentId: 7, toUid: 'a', toName: 'alice', quoteId: 7, quoteType: 'Comment' });
    expect(replyToReply(reply(12))).toEqual({ commentId: 7, toUid: 'u12', toName: 'n12', quoteId: 12, quoteType: 'Reply' });
  });
  it('offers delete to the author, admin roles and managers of the place only', () => {
    expect(mayDeletePost('a', null, true)).toBe(false);
    expect(mayDeletePost('a', { uid: 'a', roleList: ['user'] }, false)).toBe(true);
    expect(mayDeletePost('a', { uid: 'b', roleList: ['user'] }, false)).toBe(false);
    expect(mayDeletePost('a', { uid: 'b', roleList: ['admin'] }, false)).toBe(true);
    expect(mayDeletePost('a', { uid: 'b', roleList: ['user'] }, true)).toBe(true);
  });
});
