import * as v from 'valibot';
import { dropped } from '../../lib/search-values';
import type { UnreadCounts } from '../../../contract/api/community';
import { MESSAGE_ACTIONS, MESSAGE_PAGE_SIZE, type MessageType, type SourceType } from '../../../contract/rules/community';

/** The five tabs of the message centre (part 1 "Message centre"), in the spec's order. */
export const MESSAGE_BOXES = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

interface BoxMeta {
  /** the tab's label (a catalog id) */
  label: string;
  /** what `msg/clean` calls the box */
  type: MessageType;
  /** its field of `msg/unread` */
  unread: keyof UnreadCounts;
  /** 6 for comment, reply and like; 8 for system and mine (part 1 §9) */
  pageSize: number;
  /** a comment, reply or like list (sender, source, quote), or a system list (title, markdown) */
  kind: 'personal' | 'system';
}

export const BOX_META: Record<MessageBox, BoxMeta> = {
  discuss: { label: 'DiscussMsg', type: 'Discuss', unread: 'comment', pageSize: MESSAGE_PAGE_SIZE.personal, kind: 'personal' },
  reply: { label: 'ReplyMsg', type: 'Reply', unread: 'reply', pageSize: MESSAGE_PAGE_SIZE.personal, kind: 'personal' },
  like: { label: 'LikeMsg', type: 'Like', unread: 'like', pageSize: MESSAGE_PAGE_SIZE.personal, kind: 'personal' },
  sys: { label: 'SysMsg', type: 'Sys', unread: 'sys', pageSize: MESSAGE_PAGE_SIZE.system, kind: 'system' },
  mine: { label: 'MineMsg', type: 'Mine', unread: 'mine', pageSize: MESSAGE_PAGE_SIZE.system, kind: 'system' },
};

/** The label of what the sender did (a catalog id), from the message's action. */
export function actionLabel(action: string): string {
  switch (action) {
    case MESSAGE_ACTIONS.comment:
      return 'Msg_Action_Discuss';
    case MESSAGE_ACTIONS.reply:
      return 'Msg_Action_Reply';
    case MESSAGE_ACTIONS.likeDiscussion:
      return 'Msg_Action_Like_Post';
    case MESSAGE_ACTIONS.likeComment:
      return 'Msg_Action_Like_Discuss';
    default:
      return action;
  }
}

/** The source-type line's label: a discussion post or a contest. */
export const sourceTypeLabel = (type: SourceType): string => (type === 'Contest' ? 'Msg_Source_Contest' : 'Msg_Source_Discussion');

/** The page a list opens at: the query's currentPage, and 1 for anything below 1 (part 1 §4). */
export const pageOf = (currentPage: number | undefined): number => Math.max(1, Math.floor(currentPage ?? 1));

/**
 * The page to show after deleting: when the deletion emptied the last page, the one before it, so the
 * list does not stay on an empty page.
 */
export function pageAfterRemoval(page: number, total: number, removed: number, pageSize: number): number {
  const left = Math.max(0, total - removed);
  const last = Math.max(1, Math.ceil(left / pageSize));
  return Math.min(page, last);
}

/** A box route's query: currentPage, dropped when it is not a whole number. */
export const MessageSearch = v.object({ currentPage: dropped(v.pipe(v.number(), v.integer())) });
