import type { SystemMessageView, UnreadCounts, UserMessageView } from '../../contract/api/community';
import { COMMUNITY_MESSAGES, type MessageCleanQuery } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { isoTime } from '../problems/view';
import { boxPage, deletePersonal, markMessagesRead, NOTICE_STATE, noticePage, reachingNoticeIds, setNoticeStates, unreadNotices, unreadPersonal } from './queries';
import { unreadCounts, type PersonalBox } from './rules';

/**
 * The message centre (part 1 "Message centre", §3 "Message", §4, §7 "Messages"; decision 33): the
 * five unread counts, the boxes (reading a page marks it read, and answers it as it was, so the red
 * dots show what was new) and cleaning a box or one message.
 */

type PageQuery = { currentPage: number; limit: number };
const pageWindow = (q: PageQuery) => ({ limit: q.limit, offset: (q.currentPage - 1) * q.limit });

/** `msg/unread`: the badges' counts. */
export async function unread(deps: Pick<Deps, 'db'>, caller: Principal): Promise<UnreadCounts> {
  const [personal, sys] = await Promise.all([unreadPersonal(deps.db, caller.user.id), unreadNotices(deps.db, caller)]);
  return unreadCounts(personal, sys);
}

/** `msg/comment`, `msg/reply`, `msg/like`: a page of comment, reply or like messages. */
export async function personalBox(deps: Pick<Deps, 'db'>, box: Exclude<PersonalBox, 'Mine'>, query: PageQuery, caller: Principal): Promise<Page<UserMessageView>> {
  const { rows, total } = await boxPage(deps.db, caller.user.id, box, pageWindow(query));
  await markMessagesRead(
    deps.db,
    caller.user.id,
    rows.filter((r) => r.message.state === 0).map((r) => r.message.id),
  );
  const records = rows.map(({ message: m, senderUsername, senderAvatar }) => ({
    id: m.id,
    state: m.state !== 0,
    senderId: m.senderId,
    senderUsername,
    senderAvatar,
    action: m.action ?? box,
    sourceType: m.sourceType ?? 'Discussion',
    sourceId: m.sourceId ?? 0,
    sourceTitle: m.sourceTitle ?? '',
    sourceContent: m.sourceContent,
    quoteContent: m.quoteContent,
    url: m.url ?? '/message',
    gmtCreate: isoTime(m.gmtCreate),
  }));
  return { records, total, current: query.currentPage, size: query.limit };
}

/** `msg/mine`: what happened to the caller's account. */
export async function mineBox(deps: Pick<Deps, 'db'>, query: PageQuery, caller: Principal): Promise<Page<SystemMessageView>> {
  const { rows, total } = await boxPage(deps.db, caller.user.id, 'Mine', pageWindow(query));
  await markMessagesRead(
    deps.db,
    caller.user.id,
    rows.filter((r) => r.message.state === 0).map((r) => r.message.id),
  );
  const records = rows.map(({ message: m }) => ({ id: m.id, state: m.state !== 0, title: m.title ?? '', content: m.content ?? '', gmtCreate: isoTime(m.gmtCreate) }));
  return { records, total, current: query.currentPage, size: query.limit };
}

/** `msg/sys`: the pushed notifications that reach the caller; reading the page writes their read states. */
export async function sysBox(deps: Pick<Deps, 'db'>, query: PageQuery, caller: Principal): Promise<Page<SystemMessageView>> {
  const { rows, total } = await noticePage(deps.db, caller, pageWindow(query));
  await setNoticeStates(
    deps.db,
    caller.user.id,
    rows.filter((r) => r.state === null).map((r) => r.id),
    NOTICE_STATE.read,
  );
  const records = rows.map((r) => ({ id: r.id, state: r.state !== null, title: r.title, content: r.content, gmtCreate: isoTime(r.pushedAt ?? 0) }));
  return { records, total, current: query.currentPage, size: query.limit };
}

/** `msg/clean`: a whole box, or one message of it (404 when the caller has no such message). */
export async function cleanBox(deps: Pick<Deps, 'db'>, query: MessageCleanQuery, caller: Principal): Promise<void> {
  if (query.type !== 'Sys') {
    const gone = await deletePersonal(deps.db, caller.user.id, query.type, query.id);
    if (query.id !== undefined && gone === 0) throw notFound(COMMUNITY_MESSAGES.messageNotFound);
    return;
  }
  // A notification is one row for all its readers: deleting it records this reader's state only.
  const ids = await reachingNoticeIds(deps.db, caller, query.id);
  if (query.id !== undefined && ids.length === 0) throw notFound(COMMUNITY_MESSAGES.messageNotFound);
  await setNoticeStates(deps.db, caller.user.id, ids, NOTICE_STATE.deleted);
}
