import { env } from 'cloudflare:workers';
import type { SiteSwitches } from '../../contract/api/config';
import type { DiscussionDetail } from '../../contract/api/community';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { CommunityLimits } from '../../contract/rules/community';
import { insertProblem } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, type CallOptions, type Method } from './support';
import { userAs } from './trainings-support';

/**
 * Helpers of the community's API tests (discussions, comments, messages): post a discussion, give
 * a user accepted problems, set the posting thresholds and the switches through the super admin's
 * own calls. A file that changes a threshold or a switch sets it back (each test file has its own D1,
 * but the tests inside one file share it).
 */

export { userAs };

let root: TestUser | null = null;

/** A super admin of this test file, made once. */
export async function communityRoot(): Promise<TestUser> {
  root ??= await userAs('root');
  return root;
}

/** Sets some posting thresholds (the others keep their values); answers the whole section as saved. */
export async function setThresholds(limits: Partial<CommunityLimits>): Promise<CommunityLimits> {
  const admin = await communityRoot();
  return expectOk(await call<CommunityLimits>('PUT', '/api/admin/config/set-community-config', { token: admin.token, body: limits }));
}

/** Every threshold at 0 accepted problems and a large daily limit: anyone may post (tests of other rules). */
export function openPosting(): Promise<CommunityLimits> {
  return setThresholds({ discussionMinAc: 0, discussionDailyLimit: 1000, commentMinAc: 0, commentDailyLimit: 1000, groupMinAc: 0, groupDailyLimit: 1000 });
}

/** Sets some site switches (openPublicDiscussion, openGroupDiscussion, openContestComment, register). */
export async function setSwitches(switches: Partial<SiteSwitches>): Promise<SiteSwitches> {
  const admin = await communityRoot();
  return expectOk(await call<SiteSwitches>('PUT', '/api/admin/switch/update', { token: admin.token, body: switches }));
}

/** Every community switch open again (for afterEach / finally). */
export function openSwitches(): Promise<SiteSwitches> {
  return setSwitches({ openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true });
}

/** Gives a user `n` more accepted problems (new public problems with an accepted status row), straight in D1. */
export async function giveAccepted(user: TestUser, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const { pid } = await insertProblem();
    await env.DB.prepare('INSERT INTO user_problem_status (uid, pid, status, score) VALUES (?, ?, ?, 100)').bind(user.uid, pid, JUDGE_STATUS.accepted).run();
  }
}

export interface DiscussionFields {
  title?: string;
  description?: string;
  content?: string;
  categoryId?: number;
  topPriority?: boolean;
  /** a problem's display id */
  pid?: string | null;
  gid?: number | null;
}

/** A valid `POST discussion` body, changed by the fields given. */
export function discussionBody(o: DiscussionFields = {}) {
  return {
    title: o.title ?? `Question ${crypto.randomUUID().slice(0, 6)}`,
    description: o.description ?? 'A short description',
    content: o.content ?? 'Some **markdown** content',
    categoryId: o.categoryId ?? 1,
    topPriority: o.topPriority ?? false,
    pid: o.pid ?? null,
    gid: o.gid ?? null,
  };
}

/** The raw answer of `POST discussion`, for refusals. */
export function sendDiscussion(author: TestUser | null, o: DiscussionFields = {}) {
  return call<DiscussionDetail>('POST', '/api/discussion', { token: author?.token ?? null, body: discussionBody(o) });
}

/** A discussion posted through the API by `author` (who must be allowed to post: see openPosting / giveAccepted). */
export async function postDiscussion(author: TestUser, o: DiscussionFields = {}): Promise<DiscussionDetail> {
  return expectOk(await sendDiscussion(author, o));
}

/** One user of each site role: a user, a teacher, an admin and a super admin. */
export async function oneOfEachRole(): Promise<{ user: TestUser; teacher: TestUser; admin: TestUser; root: TestUser }> {
  const [user, teacher, admin, root] = await Promise.all([userAs('user'), userAs('teacher'), userAs('admin'), userAs('root')]);
  return { user, teacher, admin, root };
}

/** Each call of a super admin's table is refused: 401 to a visitor, 403 to every caller in `others`. */
export async function expectSuperAdminOnly(path: string, calls: readonly (readonly [Method, CallOptions])[], others: readonly TestUser[]): Promise<void> {
  for (const [method, options] of calls) {
    expectRefused(await call(method, path, options), 401);
    for (const caller of others) expectRefused(await call(method, path, { ...options, token: caller.token }), 403);
  }
}
