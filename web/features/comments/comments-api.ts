import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { COMMENT_PAGE_SIZE } from '../../../contract/rules/community';
import { api } from '../../lib/api';
import { communityKeys } from '../../lib/community-keys';
import { areaKey, likeSource, type CommentAreaRef } from './comment-rules';

/** The comment area's calls (part 3 §7 "Discussions and comments"). */
export const commentsApi = {
  add: (area: CommentAreaRef, content: string) => api.request(ENDPOINTS.addComment, { body: { ...area, content } }),
  remove: (id: number) => api.request(ENDPOINTS.deleteComment, { query: { id } }),
  like: (area: CommentAreaRef, commentId: number, toLike: boolean) => api.request(ENDPOINTS.commentLike, { query: { cid: commentId, toLike, ...likeSource(area) } }),
  reply: (body: BodyOf<typeof ENDPOINTS.addReply>) => api.request(ENDPOINTS.addReply, { body }),
  removeReply: (id: number) => api.request(ENDPOINTS.deleteReply, { query: { id } }),
};

/** One page of an area's comments; the viewer is in the key since the likes and contest visibility depend on them. */
export const commentsOptions = (area: CommentAreaRef, page: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...communityKeys.comments(areaKey(area), page), viewer],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getComments, { query: { ...area, currentPage: page, limit: COMMENT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every reply of one comment ("expand all"); a contest comment's replies name the contest. */
export const repliesOptions = (area: CommentAreaRef, commentId: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...communityKeys.replies(areaKey(area), commentId), viewer],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getReplies, { query: { commentId, ...('cid' in area ? { cid: area.cid } : {}) }, signal }),
  });
