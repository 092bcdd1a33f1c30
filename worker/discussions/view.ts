import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DiscussionRow } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema-accounts';
import { discussionCategories, discussions } from '../db/schema-community';
import { problems } from '../db/schema-problems';
import { isoTime } from '../problems/view';
import { badgeRole } from './rules';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/** Reading discussions with their author, category and problem, as the lists and the detail show them. */

export type DiscussionRecord = typeof discussions.$inferSelect;

const columns = {
  row: discussions,
  author: users.username,
  avatar: users.avatar,
  titleName: users.titleName,
  titleColor: users.titleColor,
  categoryName: discussionCategories.name,
  problemId: problems.problemId,
};

export interface JoinedDiscussion {
  row: DiscussionRecord;
  author: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  categoryName: string | null;
  problemId: string | null;
}

function joined(db: Db) {
  return db
    .select(columns)
    .from(discussions)
    .innerJoin(users, eq(users.id, discussions.uid))
    .leftJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoin(problems, eq(problems.id, discussions.pid));
}

/** The badge roles (root, admin) of some authors, in one read. */
async function badgeRoles(db: Db, uids: readonly string[]): Promise<Map<string, 'root' | 'admin' | null>> {
  const unique = [...new Set(uids)];
  const byUid = new Map<string, string[]>();
  if (unique.length > 0) {
    const rows = await db
      .select({ uid: userRoles.userId, roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(inList(userRoles.userId, unique), inArray(userRoles.roleId, [ROLE_ID.root, ROLE_ID.admin])))
      .all();
    for (const r of rows) byUid.set(r.uid, [...(byUid.get(r.uid) ?? []), r.roleId === ROLE_ID.root ? 'root' : 'admin']);
  }
  return new Map(unique.map((uid) => [uid, badgeRole(byUid.get(uid) ?? [])]));
}

function toRow(d: JoinedDiscussion, role: 'root' | 'admin' | null): DiscussionRow {
  const r = d.row;
  return {
    id: r.id,
    pid: d.problemId,
    title: r.title,
    description: r.description,
    categoryId: r.categoryId,
    categoryName: d.categoryName ?? '',
    topPriority: r.topPriority,
    uid: r.uid,
    author: d.author,
    avatar: d.avatar,
    role,
    titleName: d.titleName,
    titleColor: d.titleColor,
    commentNum: r.commentNum,
    likeNum: r.likeNum,
    viewNum: r.viewNum,
    status: r.status,
    gid: r.gid,
    gmtCreate: isoTime(r.gmtCreate),
  };
}

export async function toRows(db: Db, found: JoinedDiscussion[]): Promise<DiscussionRow[]> {
  const roles = await badgeRoles(
    db,
    found.map((d) => d.row.uid),
  );
  return found.map((d) => toRow(d, roles.get(d.row.uid) ?? null));
}

export async function findDiscussion(db: Db, id: number): Promise<JoinedDiscussion | undefined> {
  return joined(db).where(eq(discussions.id, id)).get();
}

export async function discussionRowOf(db: Db, id: number): Promise<DiscussionRow> {
  const found = await findDiscussion(db, id);
  return (await toRows(db, [found!]))[0]!;
}

/** A keyword matches a discussion's title or description. */
export function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return or(containsText(discussions.title, keyword), containsText(discussions.description, keyword));
}

/** One page of discussions matching `where`; `pinnedFirst` orders pinned ones first, then the newest. */
export async function discussionPage(db: Db, where: SQL | undefined, page: { currentPage: number; limit: number }, pinnedFirst: boolean): Promise<Page<DiscussionRow>> {
  const offset = (page.currentPage - 1) * page.limit;
  const order = pinnedFirst ? [desc(discussions.topPriority), desc(discussions.id)] : [desc(discussions.id)];
  const [found, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(offset)
      .all(),
    db
      .select({ n: count() })
      .from(discussions)
      .leftJoin(problems, eq(problems.id, discussions.pid))
      .where(where)
      .all(),
  ]);
  return { records: await toRows(db, found), total: total?.n ?? 0, current: page.currentPage, size: page.limit };
}
