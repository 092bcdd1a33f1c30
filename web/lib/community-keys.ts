import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import { UNREAD_POLL_MS } from '../../contract/rules/community';
import { api } from './api';

/**
 * The community's one query-key factory, shared by the discussion, comment, message-centre,
 * announcement and admin screens and by the shell's unread badges, so an action in one screen
 * (a comment, a like, reading a box) refreshes the others by naming keys here.
 */
export const communityKeys = {
  all: ['community'] as const,
  categories: () => [...communityKeys.all, 'categories'] as const,
  discussions: () => [...communityKeys.all, 'discussions'] as const,
  /** a list of discussions: public, a problem's, a group's or an admin table; the query names which */
  discussionLists: () => [...communityKeys.discussions(), 'list'] as const,
  discussionList: (scope: string, query: Record<string, unknown>) => [...communityKeys.discussionLists(), scope, query] as const,
  discussion: (did: number) => [...communityKeys.discussions(), 'detail', did] as const,
  reports: (query: Record<string, unknown>) => [...communityKeys.all, 'reports', query] as const,
  /** everything of one comment area: a discussion's (`d<id>`) or a contest's (`c<id>`) */
  commentArea: (area: string) => [...communityKeys.all, 'comments', area] as const,
  comments: (area: string, page: number) => [...communityKeys.commentArea(area), 'page', page] as const,
  replies: (area: string, commentId: number) => [...communityKeys.commentArea(area), 'replies', commentId] as const,
  messages: () => [...communityKeys.all, 'messages'] as const,
  unread: (viewer: string | null) => [...communityKeys.messages(), 'unread', viewer] as const,
  box: (box: string, page: number) => [...communityKeys.messages(), 'box', box, page] as const,
  announcements: () => [...communityKeys.all, 'announcements'] as const,
  announcementList: (scope: 'home' | 'admin', query: Record<string, unknown>) => [...communityKeys.announcements(), scope, query] as const,
  notices: (query: Record<string, unknown>) => [...communityKeys.all, 'notices', query] as const,
  limits: () => [...communityKeys.all, 'limits'] as const,
};

/** The five unread counts, polled every 120 s while signed in (part 1 §4); actions invalidate `communityKeys.messages()`. */
export const unreadOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: communityKeys.unread(viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.msgUnread, { signal }),
    enabled: viewer !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
  });
