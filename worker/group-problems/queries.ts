import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import type { Db } from '../db/client';
import { groups } from '../db/schema-groups';
import { problems, userProblemStatus } from '../db/schema-problems';
import { keywordCondition } from '../problems/queries';

/** The reads and writes of group problems: the group's lists, the public-bank application and its examination. */

/** The problems of a group; only the public ones (auth 1) for its members' list. */
export function groupProblemWhere(gid: number, keyword: string | undefined, publicOnly: boolean): SQL | undefined {
  return and(eq(problems.gid, gid), publicOnly ? eq(problems.auth, PROBLEM_AUTH.public) : undefined, keywordCondition(keyword));
}

/** One page of a group's problems for its admins, newest first, and the count, in one batch. */
export function groupAdminProblemPage(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db.batch([
    db.select().from(problems).where(where).orderBy(desc(problems.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)` }).from(problems).where(where),
  ]);
}

/** A group problem's public-bank progress, as a statement for the caller's batch. */
export function applyProgressStatement(db: Db, pid: number, progress: number | null, modifiedUser: string, now: number) {
  return db.update(problems).set({ applyPublicProgress: progress, modifiedUser, updatedAt: now }).where(eq(problems.id, pid));
}

/** Group problems that asked for the public bank, at one progress, with their group's name: a page and the count. */
export function applyListPage(db: Db, progress: number, keyword: string | undefined, page: { limit: number; offset: number }) {
  const where = and(isNotNull(problems.gid), eq(problems.applyPublicProgress, progress), keywordCondition(keyword));
  return db.batch([
    db
      .select({
        id: problems.id,
        problemId: problems.problemId,
        title: problems.title,
        author: problems.author,
        gid: problems.gid,
        groupName: groups.name,
        applyPublicProgress: problems.applyPublicProgress,
        updatedAt: problems.updatedAt,
      })
      .from(problems)
      .innerJoin(groups, eq(groups.id, problems.gid))
      .where(where)
      .orderBy(desc(problems.updatedAt), desc(problems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)` }).from(problems).innerJoin(groups, eq(groups.id, problems.gid)).where(where),
  ]);
}

/** The caller's statuses on a group's problems, by the group (no list of ids to bind). */
export function viewerStatusesInGroup(db: Db, uid: string, gid: number) {
  return db
    .select({ pid: userProblemStatus.pid, status: userProblemStatus.status, score: userProblemStatus.score })
    .from(userProblemStatus)
    .innerJoin(problems, eq(problems.id, userProblemStatus.pid))
    .where(and(eq(userProblemStatus.uid, uid), eq(problems.gid, gid)))
    .all();
}
