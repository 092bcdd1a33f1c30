import { fill } from '../../contract/message-template';
import { eq, sql } from 'drizzle-orm';
import type { HonorRollBody, HonorRollView } from '../../contract/api/honor';
import type { Page } from '../../contract/envelope';
import { HONOR_MESSAGES, HONOR_STATUS, honorAwardsProblem, honorUsernameKey, normalizeAwards, type HonorAwardDraft } from '../../contract/rules/honor';
import type { Principal } from '../accounts/sessions';
import { honorRolls } from '../db/schema-honor';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { isoTime } from '../problems/view';
import { awardDeletes, awardInserts, awardsOfRolls, countRolls, newestShownRoll, rollById, rollNameTaken, rollRows, uidsByUsername, type HonorAwardRows, type HonorRollRow } from './queries';
import { containsText } from '../lib/text-search';

/**
 * The monthly honor roll (part 1 §7, part 3 §2.2 `honor`, decision 35): admin roles write rolls of
 * awards naming users; the home page's AC ranking card shows the newest shown one.
 */

function toView(row: HonorRollRow, author: string, awards: readonly HonorAwardRows[]): HonorRollView {
  return {
    id: row.id,
    name: row.name,
    status: row.status === HONOR_STATUS.hidden ? HONOR_STATUS.hidden : HONOR_STATUS.shown,
    monthRankingDetailVOList: awards.map((a) => ({ name: a.name, userList: a.users })),
    author,
    gmtCreate: isoTime(row.gmtCreate),
    gmtModified: isoTime(row.gmtModified),
  };
}

async function viewsOf(db: Db, rows: { row: HonorRollRow; author: string }[]): Promise<HonorRollView[]> {
  const awards = await awardsOfRolls(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toView(r.row, r.author, awards.get(r.row.id) ?? []));
}

async function viewById(db: Db, id: number): Promise<HonorRollView> {
  const [view] = await viewsOf(db, await rollRows(db, eq(honorRolls.id, id)));
  if (!view) throw notFound(HONOR_MESSAGES.notFound);
  return view;
}

/** `GET get-month-ranking`: the newest shown roll, or null when none is shown. */
export async function homeHonorRoll(deps: Pick<Deps, 'db'>): Promise<HonorRollView | null> {
  const newest = await newestShownRoll(deps.db, HONOR_STATUS.shown);
  if (!newest) return null;
  return (await viewsOf(deps.db, [newest]))[0] ?? null;
}

/** `GET admin/month-ranking`: every roll, hidden ones too, newest first; a keyword matches the name. */
export async function adminHonorRolls(deps: Pick<Deps, 'db'>, query: { currentPage: number; limit: number; keyword?: string | undefined }): Promise<Page<HonorRollView>> {
  const where = query.keyword ? containsText(honorRolls.name, query.keyword) : undefined;
  const [rows, total] = await Promise.all([rollRows(deps.db, where, { limit: query.limit, offset: (query.currentPage - 1) * query.limit }), countRolls(deps.db, where)]);
  return { records: await viewsOf(deps.db, rows), total, current: query.currentPage, size: query.limit };
}

/** The body's awards as stored, with every named user's id; refuses what the rules refuse and names every unknown user. */
async function resolvedAwards(db: Db, body: HonorRollBody): Promise<{ awards: HonorAwardDraft[]; uidOf: Map<string, string> }> {
  const awards = normalizeAwards(body.monthRankingDetailVOList);
  const problem = honorAwardsProblem(awards);
  if (problem) throw badRequest(problem);
  const names = awards.flatMap((a) => a.usernames);
  const uidOf = await uidsByUsername(db, names);
  const unknown = [...new Set(names.filter((n) => !uidOf.has(honorUsernameKey(n))))];
  if (unknown.length > 0) throw badRequest(fill(HONOR_MESSAGES.unknownUsers, { usernames: unknown.join(', ') }));
  return { awards, uidOf };
}

/** A unique-index race on the name reads as the same refusal as the check before it. */
function refuseTakenOnConflict(error: unknown): never {
  if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`)) throw badRequest(HONOR_MESSAGES.nameTaken);
  throw error;
}

/**
 * `POST admin/month-ranking`: the roll, its awards and their users in one batch. A batch runs as one
 * transaction, so the newest roll id inside it is the one just inserted.
 */
export async function addHonorRoll(deps: Pick<Deps, 'db' | 'clock'>, body: HonorRollBody, caller: Principal): Promise<HonorRollView> {
  const { awards, uidOf } = await resolvedAwards(deps.db, body);
  if (await rollNameTaken(deps.db, body.name, null)) throw badRequest(HONOR_MESSAGES.nameTaken);
  const now = deps.clock.nowSeconds();
  const insert = deps.db.insert(honorRolls).values({ name: body.name, status: body.status, uid: caller.user.id, gmtCreate: now, gmtModified: now }).returning({ id: honorRolls.id });
  const [[inserted]] = await deps.db.batch([insert, ...awardInserts(deps.db, sql`(SELECT max(id) FROM honor_rolls)`, awards, uidOf)]).catch(refuseTakenOnConflict);
  return viewById(deps.db, inserted!.id);
}

/** `PUT admin/month-ranking`: the name, the status and the whole award list are replaced in one batch. */
export async function updateHonorRoll(deps: Pick<Deps, 'db' | 'clock'>, body: HonorRollBody): Promise<HonorRollView> {
  if (body.id === null) throw badRequest('id is required');
  const id = body.id;
  if (!(await rollById(deps.db, id))) throw notFound(HONOR_MESSAGES.notFound);
  const { awards, uidOf } = await resolvedAwards(deps.db, body);
  if (await rollNameTaken(deps.db, body.name, id)) throw badRequest(HONOR_MESSAGES.nameTaken);
  await deps.db
    .batch([
      deps.db
        .update(honorRolls)
        .set({ name: body.name, status: body.status, gmtModified: deps.clock.nowSeconds() })
        .where(eq(honorRolls.id, id)),
      ...awardDeletes(deps.db, id),
      ...awardInserts(deps.db, id, awards, uidOf),
    ])
    .catch(refuseTakenOnConflict);
  return viewById(deps.db, id);
}

/** `DELETE admin/month-ranking`: the roll with its awards. */
export async function deleteHonorRoll(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  if (!(await rollById(deps.db, id))) throw notFound(HONOR_MESSAGES.notFound);
  const [deleteUsers, deleteAwards] = awardDeletes(deps.db, id);
  await deps.db.batch([deleteUsers, deleteAwards, deps.db.delete(honorRolls).where(eq(honorRolls.id, id))]);
}
