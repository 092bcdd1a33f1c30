import { and, asc, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { GroupRankQuery, GroupRankRow } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { GROUP_MESSAGES, MEMBER_AUTH } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import { users } from '../db/schema-accounts';
import { groupMembers, groupRankStats } from '../db/schema-groups';
import { userStats } from '../db/schema-stats';
import type { Deps } from '../deps';
import { forbidden } from '../lib/api-error';
import { groupStanding } from './standing';
import { containsText } from '../lib/text-search';

/** ACM: more accepted first, then fewer submissions; OI: higher score first, then more accepted (decision 31). */
export const GROUP_RANK_ORDER = {
  0: [desc(groupRankStats.ac), asc(groupRankStats.total), asc(groupRankStats.uid)],
  1: [desc(groupRankStats.score), desc(groupRankStats.ac), asc(groupRankStats.uid)],
} as const;

/**
 * `get-group-rank-list` (part 3 §2.12): the kept rows of the group's current members (3+), read
 * through the rank indexes and joined to the users for their names, titles and site-wide coins; to members only.
 */
export async function groupRank(deps: Pick<Deps, 'db'>, query: GroupRankQuery, caller: Principal): Promise<Page<GroupRankRow>> {
  const { db } = deps;
  const standing = await groupStanding(db, query.gid, caller);
  if (!standing.member) throw forbidden(GROUP_MESSAGES.notMember);
  const search = query.searchUser;
  const where = and(eq(groupRankStats.gid, query.gid), search ? or(containsText(users.username, search), containsText(users.nickname, search)) : undefined);
  const memberJoin = and(eq(groupMembers.gid, groupRankStats.gid), eq(groupMembers.uid, groupRankStats.uid), gte(groupMembers.auth, MEMBER_AUTH.member));
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        uid: groupRankStats.uid,
        ac: groupRankStats.ac,
        total: groupRankStats.total,
        score: groupRankStats.score,
        username: users.username,
        nickname: users.nickname,
        avatar: users.avatar,
        titleName: users.titleName,
        titleColor: users.titleColor,
        oiCoin: sql<number>`coalesce(${userStats.oiCoin}, 0)`,
      })
      .from(groupRankStats)
      .innerJoin(groupMembers, memberJoin)
      .innerJoin(users, eq(users.id, groupRankStats.uid))
      .leftJoin(userStats, eq(userStats.uid, groupRankStats.uid))
      .where(where)
      .orderBy(...GROUP_RANK_ORDER[query.type as 0 | 1])
      .limit(query.limit)
      .offset(offset)
      .all(),
    db.select({ n: count() }).from(groupRankStats).innerJoin(groupMembers, memberJoin).innerJoin(users, eq(users.id, groupRankStats.uid)).where(where).all(),
  ]);
  return {
    records: rows.map((r, i) => ({ rank: offset + i + 1, ...r })),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}
