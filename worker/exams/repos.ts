import type { RepoSaveBody, RepoView } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import { examRepos } from '../db/schema-exams';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { eq } from 'drizzle-orm';
import { existingRepo, practiceRepo } from './access';
import { countRepos, examsUsingRepo, repoListWhere, repoPage } from './queries';
import { toRepoView } from './view';

interface ListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

async function listRepos(deps: Pick<Deps, 'db'>, query: ListQuery, publicOnly: boolean): Promise<Page<RepoView>> {
  const where = repoListWhere({ keyword: query.keyword, publicOnly });
  const [rows, total] = await Promise.all([repoPage(deps.db, where, { limit: query.limit, offset: (query.currentPage - 1) * query.limit }), countRepos(deps.db, where)]);
  return { records: rows.map(toRepoView), total, current: query.currentPage, size: query.limit };
}

/** `exam-repo/get-repo-list`: the banks open for free practice, newest first. */
export const repoList = (deps: Pick<Deps, 'db'>, query: ListQuery) => listRepos(deps, query, true);

/** `exam-repo`: a bank open for practice (admin roles see any). */
export async function repoOf(deps: Pick<Deps, 'db'>, id: number, caller: Principal): Promise<RepoView> {
  return toRepoView(await practiceRepo(deps, id, caller));
}

// ---- admin (part 3 question_banks) ----

export const adminRepoList = (deps: Pick<Deps, 'db'>, query: ListQuery) => listRepos(deps, query, false);

export async function adminRepo(deps: Pick<Deps, 'db'>, id: number): Promise<RepoView> {
  return toRepoView(await existingRepo(deps, id));
}

function repoValues(body: RepoSaveBody, now: number) {
  return { title: body.title, remark: body.remark, timeLimit: body.timeLimit, isPublic: body.isPublic, gmtModified: now };
}

export async function addRepo(deps: Pick<Deps, 'db' | 'clock'>, body: RepoSaveBody, caller: Principal): Promise<RepoView> {
  const now = deps.clock.nowSeconds();
  const [row] = await deps.db
    .insert(examRepos)
    .values({ ...repoValues(body, now), uid: caller.user.id, author: caller.user.username, gmtCreate: now })
    .returning({ id: examRepos.id });
  return adminRepo(deps, row!.id);
}

export async function updateRepo(deps: Pick<Deps, 'db' | 'clock'>, body: RepoSaveBody): Promise<RepoView> {
  if (body.id === null) throw badRequest('id is required');
  await existingRepo(deps, body.id);
  await deps.db.update(examRepos).set(repoValues(body, deps.clock.nowSeconds())).where(eq(examRepos.id, body.id)).run();
  return adminRepo(deps, body.id);
}

/** Deletes a bank no exam uses; its questions stay (only the links and its practice sheets go, by cascade). */
export async function deleteRepo(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await existingRepo(deps, id);
  if ((await examsUsingRepo(deps.db, id)) > 0) throw badRequest(EXAM_MESSAGES.repoInUse);
  await deps.db.delete(examRepos).where(eq(examRepos.id, id)).run();
}
