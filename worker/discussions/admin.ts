import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminDiscussionListQuery, CategoryView, DiscussionAdminBody, DiscussionRow, ReportRow } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES, DISCUSSION_CATEGORY } from '../../contract/rules/community';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import { users } from '../db/schema-accounts';
import { discussionCategories, discussionReports, discussions } from '../db/schema-community';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { groupStanding } from '../groups/standing';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { messageInserts, mineMessage } from '../messages/notify';
import { isoTime } from '../problems/view';
import { readSection } from '../config/site-config';
import { adminChange, areaRefusal, authorNotice, categoryPlan, parseTags } from './rules';
import { discussionPage, discussionRowOf, findDiscussion, keywordMatch } from './view';
import { inList } from '../lib/bound-parameters';

/** The managers' side of discussions: the site admin's tables and reports, a group admin's status/top change, the categories. */

type D = Pick<Deps, 'db' | 'clock'>;

/** `GET admin/discussion`: every discussion, group ones and disabled ones too, newest first. */
export async function adminDiscussionList(deps: D, query: AdminDiscussionListQuery): Promise<Page<DiscussionRow>> {
  const where: SQL | undefined = and(query.status !== undefined ? eq(discussions.status, query.status) : undefined, keywordMatch(query.keyword));
  return discussionPage(deps.db, where, query, false);
}

/**
 * Sets the status or the top flag (part 3 §4: each saves at once). When someone other than the
 * author disables it, the author gets a "mine" message in the same batch (decision 33).
 */
async function changeDiscussion(deps: D, body: DiscussionAdminBody, actor: Principal, byGroupAdmin: boolean): Promise<DiscussionRow> {
  const found = await findDiscussion(deps.db, body.id);
  if (!found) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const change = adminChange(found.row, body, actor.user.id);
  if ('refusal' in change) throw badRequest(change.refusal);
  const { db } = deps;
  const now = deps.clock.nowSeconds();
  const update = db
    .update(discussions)
    .set({ ...change.set, gmtModified: now })
    .where(eq(discussions.id, body.id));
  const notice = authorNotice('disabled', found.row.title, byGroupAdmin);
  await db.batch([update, ...(change.tellDisabled ? messageInserts(db, [mineMessage(found.row.uid, notice.title, notice.content, now)]) : [])]);
  return discussionRowOf(db, body.id);
}

/** `PUT admin/discussion` (site admin roles). */
export function adminChangeDiscussion(deps: D, body: DiscussionAdminBody, actor: Principal): Promise<DiscussionRow> {
  return changeDiscussion(deps, body, actor, false);
}

/** `PUT group/discussion`: a group's admins change the group's discussions (behind openGroupDiscussion). */
export async function groupChangeDiscussion(deps: D, body: DiscussionAdminBody, actor: Principal): Promise<DiscussionRow> {
  const found = await findDiscussion(deps.db, body.id);
  if (!found || found.row.gid === null) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const closed = areaRefusal(found.row.gid, await readSection(deps, 'switch'));
  if (closed) throw forbidden(closed);
  const standing = await groupStanding(deps.db, found.row.gid, actor);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  return changeDiscussion(deps, body, actor, !standing.siteAdmin);
}

const reportColumns = {
  row: discussionReports,
  discussionTitle: discussions.title,
  reporter: users.username,
};

function toReportRow(r: { row: typeof discussionReports.$inferSelect; discussionTitle: string; reporter: string }): ReportRow {
  return {
    id: r.row.id,
    did: r.row.did,
    discussionTitle: r.discussionTitle,
    reporter: r.reporter,
    reporterUid: r.row.reporter,
    tags: parseTags(r.row.tags),
    content: r.row.reason,
    status: r.row.status,
    gmtCreate: isoTime(r.row.gmtCreate),
  };
}

function reportsJoined(db: Db) {
  return db.select(reportColumns).from(discussionReports).innerJoin(discussions, eq(discussions.id, discussionReports.did)).innerJoin(users, eq(users.id, discussionReports.reporter));
}

/** `GET admin/discussion-report`: open reports first, then the newest. */
export async function adminReportList(deps: D, query: { currentPage: number; limit: number; status?: number }): Promise<Page<ReportRow>> {
  const { db } = deps;
  const where = query.status !== undefined ? eq(discussionReports.status, query.status) : undefined;
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    reportsJoined(db).where(where).orderBy(asc(discussionReports.status), desc(discussionReports.id)).limit(query.limit).offset(offset).all(),
    db.select({ n: count() }).from(discussionReports).where(where).all(),
  ]);
  return { records: rows.map(toReportRow), total: total?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** `PUT admin/discussion-report`: marks a report handled, or open again. */
export async function adminHandleReport(deps: D, body: { id: number; status: 0 | 1 }): Promise<ReportRow> {
  const { db } = deps;
  const [updated] = await db.update(discussionReports).set({ status: body.status, gmtModified: deps.clock.nowSeconds() }).where(eq(discussionReports.id, body.id)).returning({ id: discussionReports.id });
  if (!updated) throw notFound('The report does not exist');
  return toReportRow((await reportsJoined(db).where(eq(discussionReports.id, body.id)).get())!);
}

/** `GET discussion-category`: the sidebar's order. */
export async function categoryList(deps: Pick<Deps, 'db'>): Promise<CategoryView[]> {
  return deps.db.select({ id: discussionCategories.id, name: discussionCategories.name }).from(discussionCategories).orderBy(asc(discussionCategories.rank), asc(discussionCategories.id)).all();
}

/**
 * `POST discussion-category` (decision 33): the whole list in one batch; the discussions of a
 * removed category move to general (1).
 */
export async function saveCategories(deps: D, sent: { id: number | null; name: string }[]): Promise<CategoryView[]> {
  const { db } = deps;
  const existing = await db.select({ id: discussionCategories.id }).from(discussionCategories).all();
  const plan = categoryPlan(
    existing.map((c) => c.id),
    sent,
  );
  if ('refusal' in plan) throw badRequest(plan.refusal);
  const writes = [
    ...plan.updates.map((c) => db.update(discussionCategories).set({ name: c.name, rank: c.rank }).where(eq(discussionCategories.id, c.id))),
    ...(plan.deletes.length > 0
      ? [
          db.update(discussions).set({ categoryId: DISCUSSION_CATEGORY.general }).where(inList(discussions.categoryId, plan.deletes)),
          db.delete(discussionCategories).where(inList(discussionCategories.id, plan.deletes)),
        ]
      : []),
    ...plan.creates.map((c) => db.insert(discussionCategories).values(c)),
  ];
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return categoryList(deps);
}
