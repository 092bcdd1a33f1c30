import { eq, sql } from 'drizzle-orm';
import type { AdminTrainingProblemRow, AdminTrainingRow, AdminTrainingWithCategory, TrainingListRow, TrainingSaveBody } from '../../contract/api/trainings';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { TRAINING_AUTH, TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { trainingProblems, trainings } from '../db/schema-trainings';
import { groupStanding } from '../groups/standing';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { findProblemById } from '../problems/queries';
import { inPublicBank } from '../problems/rules';
import { addTraining, changeTraining } from '../trainings/admin-training';
import { placeTrainingProblem } from '../trainings/admin-training-problems';
import { rebuildProgressStatements } from '../trainings/progress';
import { categoryList, findCategory, findTrainingProblem, findTrainingRow, trainingPageWithTotal, trainingWhere, type TrainingRow } from '../trainings/queries';
import { manageTraining } from '../trainings/training-access';
import { toAdminTrainingRow, toTrainingListRow } from '../trainings/view';
import { groupProblemByProblemId } from './queries';
import { groupMoveRefusal } from './rules';
import { inList } from '../lib/bound-parameters';

/**
 * Group homework (part 3 §2.7, §3.5, decision 31): the site's training use cases with the group
 * check in front. The site's calls decide who manages a group training through scopeOf (the group
 * root, or its author while a group admin); these functions add what only a group knows: the item
 * must be a group's, it stays in its group, and problems come from the group or the public bank.
 */

type GroupPage = { gid: number; currentPage: number; limit: number; keyword?: string };

/** A training of some group (404 for a site training: the group calls never reach those). */
export async function groupTrainingRow(deps: Pick<Deps, 'db'>, tid: number): Promise<TrainingRow & { gid: number }> {
  const row = await findTrainingRow(deps.db, tid);
  if (!row || row.gid === null) throw notFound(TRAINING_MESSAGES.notFound);
  return row as TrainingRow & { gid: number };
}

/** The group's managing calls on one of its trainings: the group check, then the site's manage check. */
export async function manageGroupTraining(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<TrainingRow & { gid: number }> {
  const row = await groupTrainingRow(deps, tid);
  await manageTraining(deps, tid, caller);
  return row;
}

/** `group/get-training-list`: the group's visible homework by rank, with the caller's solved count (members). */
export async function groupTrainingList(deps: Pick<Deps, 'db'>, query: GroupPage, caller: Principal): Promise<Page<TrainingListRow>> {
  const group = await groupStanding(deps.db, query.gid, caller);
  if (!group.member) throw forbidden(GROUP_MESSAGES.notMember);
  const where = trainingWhere({ gid: query.gid, keyword: query.keyword, visibleOnly: true });
  const offset = (query.currentPage - 1) * query.limit;
  const { rows, total } = await trainingPageWithTotal(deps.db, where, caller.user.id, { limit: query.limit, offset });
  return { records: rows.map(toTrainingListRow), total, current: query.currentPage, size: query.limit };
}

/** `group/get-admin-training-list`: every homework of the group, hidden ones too (group admins). */
export async function groupAdminTrainingList(deps: Pick<Deps, 'db'>, query: GroupPage, caller: Principal): Promise<Page<AdminTrainingRow>> {
  const group = await groupStanding(deps.db, query.gid, caller);
  if (!group.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const where = trainingWhere({ gid: query.gid, keyword: query.keyword, visibleOnly: false });
  const offset = (query.currentPage - 1) * query.limit;
  const { rows, total } = await trainingPageWithTotal(deps.db, where, null, { limit: query.limit, offset });
  return { records: rows.map(toAdminTrainingRow), total, current: query.currentPage, size: query.limit };
}

/** Homework uses the site's categories (decision 31); none at all sends the form to create one first. */
async function checkCategory(deps: Pick<Deps, 'db'>, body: TrainingSaveBody, gid: number): Promise<void> {
  const categoryId = body.trainingCategory?.id ?? null;
  if (categoryId === null) {
    if ((await categoryList(deps.db)).length === 0) throw badRequest(GROUP_MESSAGES.noTrainingCategory);
    throw badRequest(TRAINING_MESSAGES.categoryRequired);
  }
  const category = await findCategory(deps.db, categoryId);
  if (!category || (category.gid !== null && category.gid !== gid)) throw badRequest(TRAINING_MESSAGES.categoryNotFound);
}

/** `POST group/training`: group admins create homework in their group, authored by them. */
export async function addGroupTraining(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingSaveBody, caller: Principal): Promise<AdminTrainingWithCategory> {
  const gid = body.training.gid;
  if (gid === null) throw badRequest('training.gid is required: the group the homework belongs to');
  const group = await groupStanding(deps.db, gid, caller);
  if (!group.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  await checkCategory(deps, body, gid);
  return addTraining(deps, body, caller);
}

/** `PUT group/training`: the group root or the author while a group admin; the homework stays in its group. */
export async function changeGroupTraining(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingSaveBody, caller: Principal): Promise<AdminTrainingWithCategory> {
  if (body.training.id === null) throw badRequest('id is required to update a training');
  const row = await manageGroupTraining(deps, body.training.id, caller);
  const moved = groupMoveRefusal(row.gid, body.training.gid);
  if (moved) throw badRequest(moved);
  await checkCategory(deps, body, row.gid);
  return changeTraining(deps, body, caller);
}

/** `PUT group/training-problem`: the training problem's row names its training, which must be a group's. */
export async function groupTrainingOfProblemRow(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  const tp = await findTrainingProblem(deps.db, id);
  if (!tp) throw notFound(TRAINING_MESSAGES.problemNotInTraining);
  await groupTrainingRow(deps, tp.tid);
}

/** `group/add-training-problem-from-public`: a problem of the public bank joins the homework. */
export async function addGroupTrainingProblemFromPublic(deps: Pick<Deps, 'db' | 'clock'>, body: { tid: number; pid: number; displayId: string | null }, caller: Principal): Promise<AdminTrainingProblemRow> {
  await manageGroupTraining(deps, body.tid, caller);
  const problem = await findProblemById(deps.db, body.pid);
  if (!problem || !inPublicBank(problem)) throw notFound('The problem is not in the public problem bank');
  return placeTrainingProblem(deps, body.tid, problem, body.displayId);
}

/** `group/add-training-problem-from-group`: one of the group's own problems, by its stored id, joins the homework. */
export async function addGroupTrainingProblemFromGroup(deps: Pick<Deps, 'db' | 'clock'>, body: { tid: number; problemId: string }, caller: Principal): Promise<AdminTrainingProblemRow> {
  const row = await manageGroupTraining(deps, body.tid, caller);
  const problem = await groupProblemByProblemId(deps.db, row.gid, body.problemId);
  if (!problem) throw notFound(GROUP_MESSAGES.problemNotInGroup);
  return placeTrainingProblem(deps, body.tid, problem, null);
}

/**
 * `group/add-training-from-public`: each visible public site training becomes homework of the
 * group with the same fields and problem list, authored by the caller (group admins and site
 * admins), in one batch. A new training's id is read back as the group's newest training inside the
 * batch (ids only grow), so its problem rows and standings can be written with it.
 */
export async function addGroupTrainingFromPublic(deps: Pick<Deps, 'db' | 'clock'>, body: { groupId: number; tidList: number[] }, caller: Principal): Promise<AdminTrainingRow[]> {
  const gid = body.groupId;
  const group = await groupStanding(deps.db, gid, caller);
  if (!group.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const tids = [...new Set(body.tidList)];
  const sources: TrainingRow[] = [];
  for (const tid of tids) {
    const row = await findTrainingRow(deps.db, tid);
    if (!row || row.gid !== null || !row.status || row.auth !== TRAINING_AUTH.public) throw badRequest(`The training ${tid} is not a visible public training`);
    sources.push(row);
  }
  const now = deps.clock.nowSeconds();
  const newest = sql`(SELECT max(${trainings.id}) FROM ${trainings} WHERE ${trainings.gid} = ${gid})`;
  const inserts = sources.map((source) =>
    deps.db
      .insert(trainings)
      .values({
        rank: source.rank,
        title: source.title,
        description: source.description,
        auth: source.auth,
        privatePwd: null,
        categoryId: source.categoryId,
        rankShowName: source.rankShowName,
        status: source.status,
        gid,
        uid: caller.user.id,
        author: caller.user.username,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: trainings.id }),
  );
  const problemLists = await Promise.all(sources.map((source) => deps.db.select().from(trainingProblems).where(eq(trainingProblems.tid, source.id)).all()));
  // Each copy is followed by its problem rows and standings, which name it as the group's newest training.
  const followers = problemLists.map((list) => [
    ...list.map((tp) => deps.db.insert(trainingProblems).values({ tid: newest, pid: tp.pid, displayId: tp.displayId, rank: tp.rank })),
    ...rebuildProgressStatements(deps.db, newest),
  ]);
  const statements = inserts.flatMap((insert, i) => [insert, ...followers[i]!]);
  const results = (await deps.db.batch(statements as unknown as [typeof inserts[number], ...typeof inserts])) as unknown[];
  let at = 0;
  const ids: number[] = [];
  for (const [i] of inserts.entries()) {
    ids.push((results[at] as { id: number }[])[0]!.id);
    at += 1 + followers[i]!.length;
  }
  const { rows } = await trainingPageWithTotal(deps.db, inList(trainings.id, ids), null, { limit: ids.length, offset: 0 });
  return rows.map(toAdminTrainingRow);
}
