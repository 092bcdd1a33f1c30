import type { CommentView, ReplyView } from '../../contract/api/community';
import { isoTime } from '../problems/view';
import type { CommentRecord, ReplyRecord } from './queries';

/** The answers of the comment calls, built from the rows of worker/comments/queries.ts. */

export function toReplyView(r: ReplyRecord): ReplyView {
  return {
    id: r.reply.id,
    commentId: r.reply.commentId,
    content: r.reply.content,
    fromUid: r.reply.uid,
    fromName: r.fromName,
    fromAvatar: r.fromAvatar,
    fromRole: r.fromRole,
    toUid: r.reply.toUid,
    toName: r.toName,
    toAvatar: r.toAvatar,
    quoteId: r.reply.quoteId,
    quoteType: r.reply.quoteType,
    gmtCreate: isoTime(r.reply.gmtCreate),
  };
}

export function toCommentView(c: CommentRecord, replyList: ReplyView[], totalReplyNum: number): CommentView {
  return {
    id: c.comment.id,
    did: c.comment.did,
    cid: c.comment.cid,
    content: c.comment.content,
    fromUid: c.comment.uid,
    fromName: c.fromName,
    fromAvatar: c.fromAvatar,
    fromRole: c.fromRole,
    fromTitleName: c.fromTitleName,
    fromTitleColor: c.fromTitleColor,
    likeNum: c.comment.likeNum,
    replyList,
    totalReplyNum,
    gmtCreate: isoTime(c.comment.gmtCreate),
  };
}
