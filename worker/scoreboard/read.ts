/**
 * Reading a board for a viewer (part 1 §2 Scoreboards, §7 get-contest-rank): star users marked or
 * removed, excluded users dropped, a keyword filter, paging, the viewer's concerned users pinned on
 * top of every page, and the display data joined in with the contest's display name field.
 */
import type { RankShowName } from '../../contract/rules/contests';
import type { Board, BoardRow, BoardUser, BoardView } from './types';

export interface ReadOptions {
  view: BoardView;
  containsEnd: boolean;
  removeStar?: boolean;
  /** The author, super admins: never on the board. */
  excludedUids?: ReadonlySet<string>;
  /** Pinned on top of every page, besides their normal place. */
  concernedUids?: readonly string[];
  keyword?: string;
  /** 1-based. */
  currentPage?: number;
  limit?: number;
  users: ReadonlyMap<string, BoardUser>;
  rankShowName?: RankShowName;
}

export type BoardRecord = BoardRow & {
  username: string;
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
  /** The field named by rankShowName (the username when that field is empty). */
  displayName: string;
  /** A pinned copy of a concerned user's row. */
  concerned: boolean;
};

export const DEFAULT_PAGE_SIZE = 50;

/** The uids of the contest's star usernames. */
export function starUidsOf(starUsernames: readonly string[], users: ReadonlyMap<string, BoardUser>): Set<string> {
  const names = new Set(starUsernames);
  const uids = new Set<string>();
  for (const user of users.values()) if (names.has(user.username)) uids.add(user.uid);
  return uids;
}

/** Case-insensitive: the keyword is in the username, nickname, realname or school. */
export function matchesKeyword(user: BoardUser | undefined, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return true;
  if (!user) return false;
  return [user.username, user.nickname, user.realname, user.school].some((field) => field.toLowerCase().includes(needle));
}

function recordOf(row: BoardRow, user: BoardUser | undefined, showName: RankShowName, concerned: boolean): BoardRecord {
  const username = user?.username ?? '';
  const display = user ? user[showName] : '';
  return {
    ...row,
    username,
    nickname: user?.nickname ?? '',
    realname: user?.realname ?? '',
    school: user?.school ?? '',
    gender: user?.gender ?? '',
    avatar: user?.avatar ?? '',
    displayName: display === '' ? username : display,
    concerned,
  };
}

function isRowList(source: Board | readonly BoardRow[]): source is readonly BoardRow[] {
  return Array.isArray(source);
}

/**
 * One page of a board. `source` is a board (ranked here, star users found from the contest's
 * usernames) or rows already ranked (then only filtered). `total` counts the filtered rows, not the
 * pinned concerned ones.
 */
export function readBoard(source: Board | readonly BoardRow[], options: ReadOptions): { records: BoardRecord[]; total: number } {
  const excluded = options.excludedUids ?? new Set<string>();
  const rows = isRowList(source)
    ? source.filter((row) => !excluded.has(row.uid) && !(options.removeStar && row.rank === -1))
    : source.rows(options.view, options.containsEnd, {
        starUids: starUidsOf(source.contest.starUsernames, options.users),
        excludedUids: excluded,
        removeStar: options.removeStar ?? false,
      });
  const showName = options.rankShowName ?? 'username';
  const concerned = new Set(options.concernedUids ?? []);
  const pinned = rows.filter((row) => concerned.has(row.uid)).map((row) => recordOf(row, options.users.get(row.uid), showName, true));
  const keyword = options.keyword ?? '';
  const matching = rows.filter((row) => matchesKeyword(options.users.get(row.uid), keyword));
  const limit = Math.max(1, options.limit ?? DEFAULT_PAGE_SIZE);
  const page = Math.max(1, options.currentPage ?? 1);
  const slice = matching.slice((page - 1) * limit, page * limit);
  const records = [...pinned, ...slice.map((row) => recordOf(row, options.users.get(row.uid), showName, false))];
  return { records, total: matching.length };
}
