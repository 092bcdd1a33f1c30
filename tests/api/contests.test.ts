import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContestInfo, ContestListRow, ContestProblemDetail, ContestProblemView } from '../../contract/api/contests';
import type { NavigatorItem } from '../../contract/api/problems';
import type { SubmissionStatuses, SubmissionView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { addContestProblem, contestCast, contestProblem, insertContest, insertTry, registerIn } from './contests-support';
import { call, expectOk, expectRefused, nowSeconds, uidOf } from './support';

/** The participant's side of contests (part 2 §2-§8): list, overview, entering, personal time, problems, submitting and lists. */

let cast: Awaited<ReturnType<typeof contestCast>>;
beforeAll(async () => {
  cast = await contestCast();
});

const code = 'int main() { return 0; }';

function submitTo(token: string, cid: number, pid: number) {
  return call<SubmissionView>('POST', '/api/submit-problem-judge', { token, body: { pid, cid, language: 'C++', code } });
}

describe('get-contest-list', () => {
  it('lists visible contests, running first, then scheduled soonest first, then ended newest first, with participants and the server clock', async () => {
    const tag = `L${crypto.randomUUID().slice(0, 6)}`;
    const ended = await insertContest({ author: cast.teacher.username, title: `${tag} ended`, startIn: -10_000, duration: 3600 });
    const endedLater = await insertContest({ author: cast.teacher.username, title: `${tag} ended later`, startIn: -5000, duration: 3600 });
    const later = await insertContest({ author: cast.teacher.username, title: `${tag} later`, startIn: 9000, type: 1 });
    const soon = await insertContest({ author: cast.teacher.username, title: `${tag} soon`, startIn: 3000 });
    const running = await insertContest({ author: cast.teacher.username, title: `${tag} running`, auth: 1, pwd: 'pw' });
    await insertContest({ author: cast.teacher.username, title: `${tag} hidden`, visible: false });
    await registerIn(running, cast.participant.username);
    const page = expectOk(await call<Page<ContestListRow>>('GET', '/api/get-contest-list', { query: { keyword: tag } }));
    expect(page.records.map((r) => r.id)).toEqual([running, soon, later, endedLater, ended]);
    expect(page).toMatchObject({ total: 5, current: 1, size: 10 });
    expect(page.records[0]).toMatchObject({ status: 0, auth: 1, count: 1, author: cast.teacher.username });
    expect(page.records.map((r) => r.status)).toEqual([0, -1, -1, 1, 1]);
    const byStatus = async (status: number) => expectOk(await call<Page<ContestListRow>>('GET', '/api/get-contest-list', { query: { keyword: tag, status } })).records.map((r) => r.id);
    expect(await byStatus(-1)).toEqual([soon, later]);
    expect(await byStatus(0)).toEqual([running]);
    expect(await byStatus(1)).toEqual([endedLater, ended]);
    expect(expectOk(await call<Page<ContestListRow>>('GET', '/api/get-contest-list', { query: { keyword: tag, type: 1 } })).records.map((r) => r.id)).toEqual([later]);
    expectRefused(await call('GET', '/api/get-contest-list', { query: { status: 3 } }), 400);
  });
});

describe('get-contest-info and entering a contest', () => {
  it('shows a visible contest to signed-in callers with the server clock; hidden ones only to its admins', async () => {
    const cid = await insertContest({ author: cast.teacher.username, auth: 1, pwd: 'secret' });
    const hidden = await insertContest({ author: cast.teacher.username, visible: false });
    expectRefused(await call('GET', '/api/get-contest-info', { query: { cid } }), 401);
    const info = expectOk(await call<ContestInfo>('GET', '/api/get-contest-info', { query: { cid }, token: cast.user.token }));
    expect(info).toMatchObject({ id: cid, auth: 1, status: 0, count: 0, sealRank: false, sealRankTime: null });
    expect(Math.abs(Date.parse(info.now) / 1000 - nowSeconds())).toBeLessThan(5);
    expectRefused(await call('GET', '/api/get-contest-info', { query: { cid: hidden }, token: cast.user.token }), 404, 'The contest does not exist');
    expectOk(await call('GET', '/api/get-contest-info', { query: { cid: hidden }, token: cast.teacher.token }));
    expectOk(await call('GET', '/api/get-contest-info', { query: { cid: hidden }, token: cast.root.token }));
    expectRefused(await call('GET', '/api/get-contest-info', { query: { cid: 999_999 }, token: cast.user.token }), 404, 'The contest does not exist');
  });

  it('registers with the password: empty and wrong ones refused with their messages, twice refused', async () => {
    const cid = await insertContest({ author: cast.teacher.username, auth: 1, pwd: 'secret' });
    const register = (token: string, password: string | null) => call('POST', '/api/register-contest', { token, body: { cid, password } });
    expectRefused(await call('POST', '/api/register-contest', { body: { cid, password: 'secret' } }), 401);
    expectRefused(await register(cast.participant.token, ''), 400, 'Enter the contest password');
    expectRefused(await register(cast.participant.token, null), 400, 'Enter the contest password');
    expectRefused(await register(cast.participant.token, 'wrong'), 400, 'The contest password is wrong');
    expect(expectOk(await call<{ access: boolean }>('GET', '/api/get-contest-access', { query: { cid }, token: cast.participant.token }))).toEqual({ access: false });
    const ok = await register(cast.participant.token, 'secret');
    expect(expectOk(ok)).toBeNull();
    expect(ok.body.msg).toBe('Register contest successfully');
    expectRefused(await register(cast.participant.token, 'secret'), 400, 'You have already registered for this contest');
    expect(expectOk(await call<{ access: boolean }>('GET', '/api/get-contest-access', { query: { cid }, token: cast.participant.token }))).toEqual({ access: true });
    expect(expectOk(await call<{ access: boolean }>('GET', '/api/get-contest-access', { query: { cid }, token: cast.teacher.token }))).toEqual({ access: true });
    expect(expectOk(await call<ContestInfo>('GET', '/api/get-contest-info', { query: { cid }, token: cast.user.token })).count).toBe(1);
  });

  it('keeps usernames outside the account limit rule out', async () => {
    const rule = `<prefix>team</prefix><suffix></suffix><start>1</start><end>20</end><extra>${cast.participant.username}</extra>`;
    const cid = await insertContest({ author: cast.teacher.username, accountLimitRule: rule });
    const p = await contestProblem();
    await addContestProblem(cid, p.pid, 'A');
    expectRefused(await call('POST', '/api/register-contest', { token: cast.user.token, body: { cid } }), 403, 'Your account is not allowed to take part in this contest');
    expectRefused(await submitTo(cast.user.token, cid, p.pid), 403, 'Your account is not allowed to take part in this contest');
    expectOk(await call('POST', '/api/register-contest', { token: cast.participant.token, body: { cid } }));
    expectOk(await submitTo(cast.participant.token, cid, p.pid));
  });

  it('starts the personal time once, and refuses submissions once it is over', async () => {
    const cid = await insertContest({ author: cast.teacher.username, userDuration: 1800 });
    const p = await contestProblem();
    await addContestProblem(cid, p.pid, 'A');
    expect(expectOk(await call('GET', '/api/get-contest-start-time', { query: { cid }, token: cast.participant.token }))).toBeNull();
    expectRefused(await call('GET', '/api/get-contest-problem', { query: { cid }, token: cast.participant.token }), 403, 'Please start the contest first');
    expectRefused(await submitTo(cast.participant.token, cid, p.pid), 403, 'Please start the contest first');
    const started = expectOk(await call<string>('POST', '/api/start-contest', { query: { cid }, token: cast.participant.token }));
    expect(expectOk(await call('GET', '/api/get-contest-start-time', { query: { cid }, token: cast.participant.token }))).toBe(started);
    expectRefused(await call('POST', '/api/start-contest', { query: { cid }, token: cast.participant.token }), 400, 'You have already started this contest');
    expect(expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid }, token: cast.participant.token }))).toHaveLength(1);
    expectOk(await submitTo(cast.participant.token, cid, p.pid));
    // Another participant started 31 minutes ago: their time is over.
    await registerIn(cid, cast.user.username, nowSeconds() - 1860);
    expectRefused(await submitTo(cast.user.token, cid, p.pid), 403, 'Your time for this contest is over');
    const plain = await insertContest({ author: cast.teacher.username });
    expectRefused(await call('POST', '/api/start-contest', { query: { cid: plain }, token: cast.participant.token }), 400, 'This contest has no personal time to start');
    const scheduled = await insertContest({ author: cast.teacher.username, startIn: 600, userDuration: 600 });
    expectRefused(await call('POST', '/api/start-contest', { query: { cid: scheduled }, token: cast.participant.token }), 403, 'The contest has not started yet');
  });
});

describe('contest problems', () => {
  it('lists problems in display order with live counts and the caller own status; refuses a scheduled contest and a private one before the password', async () => {
    const cid = await insertContest({ author: cast.teacher.username, auth: 1, pwd: 'pw' });
    const a = await contestProblem({ type: 1 });
    const b = await contestProblem();
    await addContestProblem(cid, b.pid, 'B', 'Second', '#0f0');
    await addContestProblem(cid, a.pid, 'A', 'First');
    await registerIn(cid, cast.participant.username);
    await insertTry({ cid, pid: a.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.partialAccepted, score: 40 });
    await insertTry({ cid, pid: a.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.wrongAnswer, score: 10, at: -100 });
    await insertTry({ cid, pid: b.pid, displayId: 'B', username: cast.teacher.username, status: JUDGE_STATUS.accepted });

    expectRefused(await call('GET', '/api/get-contest-problem', { query: { cid }, token: cast.user.token }), 403, 'Please enter the contest password first');
    expectRefused(await call('GET', '/api/get-contest-problem', { query: { cid } }), 401);
    const list = expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid }, token: cast.participant.token }));
    expect(list.map((p) => [p.displayId, p.displayTitle, p.ac, p.total, p.myStatus])).toEqual([
      ['A', 'First', 0, 2, JUDGE_STATUS.wrongAnswer],
      ['B', 'Second', 1, 1, JUDGE_STATUS.notSubmitted],
    ]);
    // The contest is ACM: no score on the caller's cells.
    expect(list[0]?.score).toBeNull();
    const admin = expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid }, token: cast.root.token }));
    expect(admin.map((p) => p.total)).toEqual([2, 1]);

    const scheduled = await insertContest({ author: cast.teacher.username, startIn: 3600 });
    await addContestProblem(scheduled, a.pid, 'A');
    expectRefused(await call('GET', '/api/get-contest-problem', { query: { cid: scheduled }, token: cast.user.token }), 403, 'The contest has not started yet');
    expect(expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid: scheduled }, token: cast.teacher.token }))).toHaveLength(1);
  });

  it('opens a problem by display id under the contest title, and never another contest problem', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const other = await insertContest({ author: cast.teacher.username });
    const p = await contestProblem({ title: 'Original title' });
    const q = await contestProblem();
    await addContestProblem(cid, p.pid, 'A', 'Contest title');
    await addContestProblem(other, q.pid, 'Z');
    const detail = expectOk(await call<ContestProblemDetail>('GET', '/api/get-contest-problem-details', { query: { cid, displayId: 'A' }, token: cast.user.token }));
    expect(detail.problem).toMatchObject({ id: p.pid, problemId: 'A', title: 'Contest title' });
    expect(detail.contestProblem).toMatchObject({ displayId: 'A', displayTitle: 'Contest title', myStatus: JUDGE_STATUS.notSubmitted });
    expect(detail.myStatus).toEqual({ status: JUDGE_STATUS.notSubmitted, score: null });
    expectRefused(await call('GET', '/api/get-contest-problem-details', { query: { cid, displayId: 'Z' }, token: cast.user.token }), 404, 'The problem does not exist in this contest');
    expectRefused(await call('GET', '/api/get-contest-problem-details', { query: { cid: 999_999, displayId: 'A' }, token: cast.user.token }), 404, 'The contest does not exist');
    // The contest-only problem stays closed outside the contest.
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId: p.problemId }, token: cast.user.token }), 403);
  });
});

describe('submitting in a contest', () => {
  it('refuses before the start, after the end (unless allowEndSubmit), problems outside the contest, and protected contests without the password', async () => {
    const p = await contestProblem();
    const scheduled = await insertContest({ author: cast.teacher.username, startIn: 600 });
    const ended = await insertContest({ author: cast.teacher.username, startIn: -7200, duration: 3600 });
    const endOpen = await insertContest({ author: cast.teacher.username, startIn: -7200, duration: 3600, allowEndSubmit: true });
    const guarded = await insertContest({ author: cast.teacher.username, auth: 2, pwd: 'pw' });
    for (const cid of [scheduled, ended, endOpen, guarded]) await addContestProblem(cid, p.pid, 'A');
    expectRefused(await submitTo(cast.participant.token, scheduled, p.pid), 403, 'The contest has not started yet');
    expectOk(await submitTo(cast.teacher.token, scheduled, p.pid));
    expectRefused(await submitTo(cast.participant.token, ended, p.pid), 403, 'Contest has ended');
    expectOk(await submitTo(cast.participant.token, endOpen, p.pid));
    // Protected: the problems may be read, submitting needs the password.
    expectOk(await call('GET', '/api/get-contest-problem', { query: { cid: guarded }, token: cast.participant.token }));
    expectRefused(await submitTo(cast.participant.token, guarded, p.pid), 403, 'Please enter the contest password first');
    const running = await insertContest({ author: cast.teacher.username });
    const outside = await contestProblem();
    expectRefused(await submitTo(cast.participant.token, running, outside.pid), 404, 'The problem does not exist in this contest');
    expectRefused(await submitTo(cast.participant.token, 999_999, p.pid), 404, 'The contest does not exist');
  });

  it('stores the contest, the contest problem and its display id, registers a public contest submitter, and never shares contest code', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const p = await contestProblem();
    const cpid = await addContestProblem(cid, p.pid, 'C1');
    const submitter = cast.user;
    const view = expectOk(await submitTo(submitter.token, cid, p.pid));
    expect(view).toMatchObject({ cid, displayPid: 'C1', status: JUDGE_STATUS.pending });
    const row = await env.DB.prepare('SELECT cid, cpid, display_pid FROM submissions WHERE submit_id = ?').bind(view.submitId).first();
    expect(row).toEqual({ cid, cpid, display_pid: 'C1' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM contest_registers WHERE cid = ? AND uid = ?').bind(cid, await uidOf(submitter.username)).first('n')).toBe(1);
    expectOk(await submitTo(submitter.token, cid, p.pid));
    expect(expectOk(await call<ContestInfo>('GET', '/api/get-contest-info', { query: { cid }, token: submitter.token })).count).toBe(1);
    expectRefused(await call('PUT', '/api/submission', { token: submitter.token, body: { submitId: view.submitId, share: true } }), 400, 'Contest submissions cannot be shared');
  });
});

describe('contest submission lists and the problem-area contest branches', () => {
  it('lists a contest tries under its display ids with the filters, through both calls, and checks their statuses', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const p = await contestProblem();
    const q = await contestProblem();
    await addContestProblem(cid, p.pid, 'A', 'Alpha');
    await addContestProblem(cid, q.pid, 'B', 'Beta');
    const mine = await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.accepted, at: -200 });
    const theirs = await insertTry({ cid, pid: q.pid, displayId: 'B', username: cast.user.username, status: JUDGE_STATUS.wrongAnswer, at: -100 });
    const test = await insertTry({ cid, pid: q.pid, displayId: 'B', username: cast.teacher.username, status: JUDGE_STATUS.accepted, at: -900 });
    const list = async (query: Record<string, string | number | boolean>, token = cast.participant.token) =>
      expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid, ...query }, token })).records.map((r) => r.submitId);
    expect(await list({})).toEqual([theirs, mine]);
    expect(await list({ onlyMine: true })).toEqual([mine]);
    expect(await list({ displayId: 'B' })).toEqual([theirs]);
    expect(await list({ searchUsername: cast.user.username })).toEqual([theirs]);
    expect(await list({ searchStatus: JUDGE_STATUS.accepted })).toEqual([mine]);
    // Tries before the start are admins' tests: only admins may list them.
    expect(await list({ beforeContestSubmit: true })).toEqual([theirs, mine]);
    expect(await list({ beforeContestSubmit: true }, cast.teacher.token)).toEqual([test, theirs, mine]);
    const page = expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid }, token: cast.participant.token }));
    expect(page.records[1]).toMatchObject({ displayId: 'A', title: 'Alpha', cid, code: null });
    const general = expectOk(await call<Page<SubmissionView>>('GET', '/api/get-submission-list', { query: { contestID: cid, problemID: 'A' }, token: cast.participant.token }));
    expect(general.records.map((r) => r.submitId)).toEqual([mine]);
    expectRefused(await call('GET', '/api/get-submission-list', { query: { contestID: cid } }), 401);
    expectRefused(await call('GET', '/api/contest-submissions', { query: { cid } }), 401);
    const statuses = expectOk(await call<SubmissionStatuses>('POST', '/api/check-contest-submissions-status', { token: cast.participant.token, body: { cid, submitIds: [mine, theirs, 123_456_789] } }));
    expect(Object.keys(statuses).sort()).toEqual([String(mine), String(theirs)].sort());
    expect(statuses[String(mine)]).toMatchObject({ status: 0, time: 15 });
  });

  it('answers user problem status, the focus-mode navigator and the last accepted code inside the contest', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const p = await contestProblem();
    const q = await contestProblem();
    const outside = await contestProblem();
    await addContestProblem(cid, p.pid, 'A', 'Alpha');
    await addContestProblem(cid, q.pid, 'B', 'Beta');
    await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.accepted, code: 'the accepted code' });
    await insertTry({ cid, pid: q.pid, displayId: 'B', username: cast.participant.username, status: JUDGE_STATUS.timeLimitExceeded });
    const statuses = expectOk(await call<Record<string, { status: number }>>('POST', '/api/get-user-problem-status', { token: cast.participant.token, body: { pidList: [p.pid, q.pid, outside.pid], cid, isContestProblemList: true } }));
    expect(statuses[String(p.pid)]?.status).toBe(0);
    expect(statuses[String(q.pid)]?.status).toBe(1);
    expect(statuses[String(outside.pid)]?.status).toBe(-10);
    const nav = expectOk(await call<NavigatorItem[]>('GET', '/api/get-full-screen-problem-list', { query: { cid }, token: cast.participant.token }));
    expect(nav.map((n) => [n.problemId, n.title, n.status])).toEqual([
      ['A', 'Alpha', 0],
      ['B', 'Beta', 1],
    ]);
    const last = expectOk(await call<{ code: string }>('GET', '/api/get-last-ac-code', { query: { pid: p.pid, cid }, token: cast.participant.token }));
    expect(last.code).toBe('the accepted code');
    expectRefused(await call('GET', '/api/get-last-ac-code', { query: { pid: q.pid, cid }, token: cast.participant.token }), 400, 'You have not passed the problem so you cannot get the code passed recently');
    // Outside the contest the contest try does not count as solving the problem.
    expectRefused(await call('GET', '/api/get-last-ac-code', { query: { pid: p.pid }, token: cast.participant.token }), 403);
  });
});
