import type { NoticeView } from '../../../../contract/api/community';
import { NOTICE_DESIGNATED_MAX, type NoticeRecipient } from '../../../../contract/rules/community';

export interface NoticeDraft {
  title: string;
  content: string;
  recipient: NoticeRecipient;
  /** the designated users' usernames; kept while another audience is chosen, sent only for Designated */
  users: string[];
}

export const emptyNoticeDraft = (): NoticeDraft => ({ title: '', content: '', recipient: 'All', users: [] });

export const draftOfNotice = (notice: NoticeView): NoticeDraft => ({ title: notice.title, content: notice.content, recipient: notice.recipient, users: [...notice.users] });

export type NoticeFormProblem = 'title_required' | 'content_required' | 'users_required' | 'too_many_users';

/** The usernames typed in the multi-input: trimmed, blanks dropped, each once. */
export function cleanUsernames(users: readonly string[]): string[] {
  return [...new Set(users.map((u) => u.trim()).filter((u) => u !== ''))];
}

/**
 * The body `POST/PUT admin/notice` receives, or the first thing the form still needs: a title, a
 * content, and for a designated notification at least one user (at most NOTICE_DESIGNATED_MAX).
 */
export function noticeBody(draft: NoticeDraft, id: number | null): { ok: true; body: { id: number | null; title: string; content: string; recipient: NoticeRecipient; users: string[] } } | { ok: false; problem: NoticeFormProblem } {
  const title = draft.title.trim();
  if (title === '') return { ok: false, problem: 'title_required' };
  if (draft.content.trim() === '') return { ok: false, problem: 'content_required' };
  const users = draft.recipient === 'Designated' ? cleanUsernames(draft.users) : [];
  if (draft.recipient === 'Designated' && users.length === 0) return { ok: false, problem: 'users_required' };
  if (users.length > NOTICE_DESIGNATED_MAX) return { ok: false, problem: 'too_many_users' };
  return { ok: true, body: { id, title, content: draft.content, recipient: draft.recipient, users } };
}
