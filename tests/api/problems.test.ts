import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassifiedTags, CodeTemplateView, LastAcCode, ProblemDetail, ProblemListRow, TagView, UserProblemStatus } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import type { LanguageInfo } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { announceLanguages, insertProblem, insertSubmission, insertTag, signUpAs, tagProblem, uniqueProblemId } from './problems-support';
import { call, expectOk, expectRefused, type Session } from './support';

/** The problem bank of part 1: list, tags, detail, templates, languages, own status, last accepted code. */

let prefix = '';
let user: Session & { username: string };
let admin: Session & { username: string };
const pids: Record<string, number> = {};
let tagGraph = 0;
let tagMath = 0;

beforeAll(async () => {
  user = await signUpAs('user');
  admin = await signUpAs('admin');
  prefix = `L${crypto.randomUUID().slice(0, 4)}`;
  const classification = await env.DB.prepare("INSERT INTO tag_classifications (name, oj, rank) VALUES ('Basics', 'ME', 1) RETURNING id").first<{ id: number }>();
  tagGraph = await insertTag(`graph-${prefix}`, '#ff0000', classification!.id);
  tagMath = await insertTag(`math-${prefix}`, '#00ff00');
  // Natural order: 2 before 10.
  for (const [name, options] of Object.entries({
    a2: { difficulty: 0 },
    a10: { difficulty: 1, source: 'Classic contest' },
    a11: { difficulty: 2, title: 'Shortest paths in a graph' },
    hidden: { auth: 2 },
    contest: { auth: 3 },
  })) {
    pids[name] = (await insertProblem({ problemId: `${prefix}${name}`, ...options })).pid;
  }
  await tagProblem(pids.a2!, tagGraph);
  await tagProblem(pids.a2!, tagMath);
  await tagProblem(pids.a11!, tagGraph);
});

async function list(query: Record<string, string | number> = {}, token?: string) {
  return expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { keyword: prefix, ...query }, token }));
}

describe('get-problem-list', () => {
  it('lists public problems in natural display-id order with tags, counts and a page shape', async () => {
    const page = await list();
    expect(page.records.map((r) => r.problemId)).toEqual([`${prefix}a2`, `${prefix}a10`, `${prefix}a11`]);
    expect(page).toMatchObject({ total: 3, current: 1, size: 30 });
    const a2 = page.records[0]!;
    expect(a2.tags.map((t) => t.name).sort()).toEqual([`graph-${prefix}`, `math-${prefix}`]);
    expect(a2.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), color: expect.any(String) });
    expect(a2).toMatchObject({ pid: pids.a2, difficulty: 0, type: 0, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0, myStatus: null });
  });

  it('never shows private or contest problems, not even to admins', async () => {
    const page = await list({}, admin.token);
    expect(page.records.map((r) => r.problemId)).not.toContain(`${prefix}hidden`);
    expect(page.records.map((r) => r.problemId)).not.toContain(`${prefix}contest`);
  });

  it('filters by difficulty, keyword (title, id or source), tags (all of them, comma list or JSON array) and oj', async () => {
    expect((await list({ difficulty: 2 })).records.map((r) => r.pid)).toEqual([pids.a11]);
    expect((await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { keyword: 'Classic contest' } })).body.data.records.map((r) => r.pid)).toContain(pids.a10);
    expect((await list({ tagId: `${tagGraph},${tagMath}` })).records.map((r) => r.pid)).toEqual([pids.a2]);
    expect((await list({ tagId: JSON.stringify([tagGraph]) })).records.map((r) => r.pid)).toEqual([pids.a2, pids.a11]);
    expect((await list({ oj: 'ME' })).total).toBe(3);
    expect((await list({ oj: 'Mine' })).total).toBe(3);
    expect((await list({ oj: 'CF' })).total).toBe(0);
    expect((await list({ difficulty: '' })).total).toBe(3);
  });

  it('pages with limit and currentPage; a page below 1 is page 1', async () => {
    const first = await list({ limit: 2, currentPage: 1 });
    expect(first.records.map((r) => r.problemId)).toEqual([`${prefix}a2`, `${prefix}a10`]);
    expect(first.total).toBe(3);
    const second = await list({ limit: 2, currentPage: 2 });
    expect(second.records.map((r) => r.problemId)).toEqual([`${prefix}a11`]);
    expect(second.total).toBe(3);
    expect((await list({ limit: 2, currentPage: 0 })).current).toBe(1);
  });

  it('answers bad filters with 400 and a message', async () => {
    expectRefused(await call('GET', '/api/get-problem-list', { query: { difficulty: 9 } }), 400, 'difficulty must be at most 5');
    expectRefused(await call('GET', '/api/get-problem-list', { query: { tagId: 'x,y' } }), 400, 'tagId must be tag ids, as 1,2 or [1,2]');
    expectRefused(await call('GET', '/api/get-problem-list', { query: { oj: 'NOPE' } }), 400, /oj must be All, ME, Mine or one of/);
    expectRefused(await call('GET', '/api/get-problem-list', { query: { limit: 1000 } }), 400, 'limit must be at most 100');
  });

  it("shows the signed-in user's own status: solved, tried, or -10", async () => {
    const me = await signUpAs('user');
    await insertSubmission({ pid: pids.a2!, problemId: `${prefix}a2`, username: me.username, status: JUDGE_STATUS.wrongAnswer });
    await insertSubmission({ pid: pids.a10!, problemId: `${prefix}a10`, username: me.username, status: JUDGE_STATUS.wrongAnswer });
    await insertSubmission({ pid: pids.a10!, problemId: `${prefix}a10`, username: me.username, status: JUDGE_STATUS.accepted });
    const page = await list({}, me.token);
    expect(page.records.map((r) => r.myStatus)).toEqual([JUDGE_STATUS.wrongAnswer, JUDGE_STATUS.accepted, JUDGE_STATUS.notSubmitted]);
  });

  it('"only mine" keeps the problems the caller has submitted to, counts them exactly, and needs sign-in', async () => {
    const me = await signUpAs('user');
    const other = await signUpAs('user');
    expect((await list({ onlyMine: 'true' }, me.token)).records).toEqual([]);
    await insertSubmission({ pid: pids.a11!, problemId: `${prefix}a11`, username: me.username, status: JUDGE_STATUS.wrongAnswer });
    await insertSubmission({ pid: pids.a2!, problemId: `${prefix}a2`, username: me.username, status: JUDGE_STATUS.accepted });
    await insertSubmission({ pid: pids.a10!, problemId: `${prefix}a10`, username: other.username, status: JUDGE_STATUS.accepted });
    const mine = await list({ onlyMine: 'true' }, me.token);
    expect(mine.records.map((r) => [r.problemId, r.myStatus])).toEqual([
      [`${prefix}a2`, JUDGE_STATUS.accepted],
      [`${prefix}a11`, JUDGE_STATUS.wrongAnswer],
    ]);
    expect(mine.total).toBe(2);
    // A full first page still reports the exact total of the caller's set.
    expect(await list({ onlyMine: 'true', limit: 1 }, me.token)).toMatchObject({ total: 2, records: [{ problemId: `${prefix}a2` }] });
    // Combined with the other filters, and false means every problem.
    expect((await list({ onlyMine: 'true', difficulty: 2 }, me.token)).records.map((r) => r.problemId)).toEqual([`${prefix}a11`]);
    expect((await list({ onlyMine: 'false' }, me.token)).total).toBe(3);
    expectRefused(await call('GET', '/api/get-problem-list', { query: { onlyMine: 'true' } }), 401, 'Please_login_first');
  });
});

describe('tags', () => {
  it('lists every tag, by oj, and grouped by classification with unclassified ones last', async () => {
    const all = expectOk(await call<TagView[]>('GET', '/api/get-all-problem-tags'));
    expect(all.find((t) => t.id === tagGraph)).toMatchObject({ name: `graph-${prefix}`, color: '#ff0000', oj: 'ME', gid: null });
    expect(expectOk(await call<TagView[]>('GET', '/api/get-all-problem-tags', { query: { oj: 'CF' } }))).toEqual([]);
    const grouped = expectOk(await call<ClassifiedTags[]>('GET', '/api/get-problem-tags-and-classification', { query: { oj: 'ME' } }));
    const basics = grouped.find((g) => g.classification?.name === 'Basics');
    expect(basics?.tagList.map((t) => t.id)).toContain(tagGraph);
    expect(grouped[grouped.length - 1]!.classification).toBeNull();
    expect(grouped[grouped.length - 1]!.tagList.map((t) => t.id)).toContain(tagMath);
  });
});

describe('get-problem-detail', () => {
  it('gives the problem, tags, languages, templates and counts, without test data or checker', async () => {
    const { pid, problemId } = await insertProblem({ type: 1, difficulty: 3 });
    await env.DB.prepare("UPDATE problems SET spj_code = 'secret checker', judge_mode = 'spj', judge_extra_file = '{\"t.h\":\"x\"}', user_extra_file = '{\"lib.h\":\"int f();\"}', examples = '[{\"input\":\"1 2\",\"output\":\"3\"}]', total_count = 4, ac_count = 1, wa_count = 3 WHERE id = ?").bind(pid).run();
    await env.DB.prepare("INSERT INTO problem_languages (pid, language) VALUES (?, 'C'), (?, 'C++')").bind(pid, pid).run();
    await env.DB.prepare("INSERT INTO code_templates (pid, language, code, status) VALUES (?, 'C', 'int main(){}', 1), (?, 'C++', 'hidden template', 0)").bind(pid, pid).run();
    await tagProblem(pid, tagMath);
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId } }));
    expect(detail.problem).toMatchObject({ id: pid, problemId, type: 1, difficulty: 3, timeLimit: 1000, memoryLimit: 256, stackLimit: 128, judgeMode: 'spj', examples: [{ input: '1 2', output: '3' }], userExtraFile: { 'lib.h': 'int f();' } });
    const raw = JSON.stringify(detail);
    expect(raw).not.toContain('secret checker');
    expect(raw).not.toContain('t.h');
    expect(raw).not.toContain('a'.repeat(64));
    expect(detail.languages).toEqual(['C', 'C++']);
    expect(detail.codeTemplate).toEqual({ C: 'int main(){}' });
    expect(detail.tags.map((t) => t.id)).toEqual([tagMath]);
    expect(detail.problemCount).toEqual({ total: 4, ac: 1, wa: 3, ce: 0, tle: 0, mle: 0, re: 0, pe: 0, se: 0, pa: 0 });
    expect(detail.myStatus).toBeNull();
    const mine = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId }, token: user.token }));
    expect(mine.myStatus).toEqual({ status: JUDGE_STATUS.notSubmitted, score: null });
  });

  it('refuses unknown problems, hidden problems to non-admins, and unknown groups', async () => {
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId: 'NO-SUCH-1' } }), 404, 'The problem does not exist');
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId: `${prefix}hidden` } }), 403, 'The problem is not public, you cannot view it');
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId: `${prefix}contest` }, token: user.token }), 403);
    expectOk(await call('GET', '/api/get-problem-detail', { query: { problemId: `${prefix}hidden` }, token: admin.token }));
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId: `${prefix}a2`, gid: 5 } }), 404, 'The group does not exist');
    expectRefused(await call('GET', '/api/get-problem-detail', { query: {} }), 400, 'problemId is required');
  });

  it('opens the solutions link to admins, and to others once their best score reaches solutionUnlockRatio', async () => {
    // OI, subtask_lowest: groups {40, 40} and {60} make a full mark of 100.
    const { pid, problemId } = await insertProblem({ type: 1, judgeCaseMode: 'subtask_lowest', cases: [{ score: 40, groupNum: 1 }, { score: 40, groupNum: 1 }, { score: 60, groupNum: 2 }] });
    const setRatio = (ratio: number) => env.DB.prepare('UPDATE problems SET solution_unlock_ratio = ? WHERE id = ?').bind(ratio, pid).run();
    const unlocked = async (token?: string) => expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId }, token })).solutionUnlocked;
    const learner = await signUpAs('user');
    await setRatio(50);
    expect(await unlocked()).toBe(false);
    expect(await unlocked(learner.token)).toBe(false);
    expect(await unlocked(admin.token)).toBe(true);
    await insertSubmission({ pid, problemId, username: learner.username, status: JUDGE_STATUS.partialAccepted, score: 40 });
    expect(await unlocked(learner.token)).toBe(false);
    await setRatio(40);
    expect(await unlocked(learner.token)).toBe(true);
    await setRatio(100);
    expect(await unlocked(learner.token)).toBe(false);
    await insertSubmission({ pid, problemId, username: learner.username, status: JUDGE_STATUS.accepted, score: 100 });
    expect(await unlocked(learner.token)).toBe(true);
    // Ratio 0 opens it to everyone, visitors included.
    await setRatio(0);
    expect(await unlocked()).toBe(true);
  });
});

describe('templates and languages', () => {
  it('gives enabled templates and the accepted languages, and hides both for hidden problems', async () => {
    const { pid } = await insertProblem();
    await env.DB.prepare("INSERT INTO code_templates (pid, language, code, status) VALUES (?, 'Python3', 'print()', 1), (?, 'C', 'off', 0)").bind(pid, pid).run();
    const templates = expectOk(await call<CodeTemplateView[]>('GET', '/api/get-problem-code-template', { query: { pid } }));
    expect(templates).toEqual([{ id: expect.any(Number), pid, language: 'Python3', code: 'print()', status: true }]);
    await announceLanguages(['C', 'Python3']);
    expect(expectOk(await call<LanguageInfo[]>('GET', '/api/get-problem-languages', { query: { pid } })).map((l) => l.name)).toEqual(['C', 'Python3']);
    await env.DB.prepare("INSERT INTO problem_languages (pid, language) VALUES (?, 'Python3')").bind(pid).run();
    const own = expectOk(await call<LanguageInfo[]>('GET', '/api/get-problem-languages', { query: { pid } }));
    expect(own).toEqual([expect.objectContaining({ name: 'Python3', description: 'Python3 compiler' })]);
    expectRefused(await call('GET', '/api/get-problem-code-template', { query: { pid: pids.hidden! } }), 403);
    expectRefused(await call('GET', '/api/get-problem-languages', { query: { pid: pids.hidden! }, token: user.token }), 403);
    expectRefused(await call('GET', '/api/get-problem-languages', { query: { pid: 99_999_999 } }), 404);
    expectRefused(await call('GET', '/api/get-problem-code-template', { query: { pid: 'x' } }), 400, 'pid must be a number');
  });
});

describe('own status, last accepted code, random problem, focus-mode list', () => {
  it('maps pids to status and score, -10 for untried, and needs sign-in', async () => {
    const me = await signUpAs('user');
    const oi = await insertProblem({ type: 1 });
    await insertSubmission({ pid: oi.pid, problemId: oi.problemId, username: me.username, status: JUDGE_STATUS.partialAccepted, score: 40 });
    const map = expectOk(await call<Record<string, UserProblemStatus>>('POST', '/api/get-user-problem-status', { token: me.token, body: { pidList: [oi.pid, pids.a2], isContestProblemList: false } }));
    expect(map).toEqual({ [oi.pid]: { status: JUDGE_STATUS.partialAccepted, score: 40 }, [pids.a2!]: { status: JUDGE_STATUS.notSubmitted, score: null } });
    expectRefused(await call('POST', '/api/get-user-problem-status', { body: { pidList: [1] } }), 401);
    expectRefused(await call('POST', '/api/get-user-problem-status', { token: me.token, body: { pidList: [1], isContestProblemList: true, cid: 3 } }), 404, 'The contest does not exist');
    expectRefused(await call('POST', '/api/get-user-problem-status', { token: me.token, body: { pidList: 'all' } }), 400, 'pidList must be a list of problem ids');
  });

  it('gives the last accepted code only once the problem is solved', async () => {
    const me = await signUpAs('user');
    const { pid, problemId } = await insertProblem();
    await insertSubmission({ pid, problemId, username: me.username, status: JUDGE_STATUS.wrongAnswer, code: 'wrong' });
    expectRefused(await call('GET', '/api/get-last-ac-code', { token: me.token, query: { pid } }), 400, 'You have not passed the problem so you cannot get the code passed recently');
    await insertSubmission({ pid, problemId, username: me.username, status: JUDGE_STATUS.accepted, code: 'first ac', language: 'C' });
    const latest = await insertSubmission({ pid, problemId, username: me.username, status: JUDGE_STATUS.accepted, code: 'second ac', language: 'Python3' });
    await insertSubmission({ pid, problemId, username: me.username, status: JUDGE_STATUS.wrongAnswer, code: 'later wrong' });
    expect(expectOk(await call<LastAcCode>('GET', '/api/get-last-ac-code', { token: me.token, query: { pid } }))).toEqual({ submitId: latest, code: 'second ac', language: 'Python3' });
    expectRefused(await call('GET', '/api/get-last-ac-code', { query: { pid } }), 401);
    expectRefused(await call('GET', '/api/get-last-ac-code', { token: user.token, query: { pid } }), 400);
    expectRefused(await call('GET', '/api/get-last-ac-code', { token: me.token, query: { pid, cid: 4 } }), 404, 'The contest does not exist');
  });

  it('picks a random public problem', async () => {
    const { problemId } = expectOk(await call<{ problemId: string }>('GET', '/api/get-random-problem'));
    const row = await env.DB.prepare('SELECT auth FROM problems WHERE problem_id = ?').bind(problemId).first<{ auth: number }>();
    expect(row?.auth).toBe(1);
  });

  it('has no training or contest to show in focus mode yet', async () => {
    expectRefused(await call('GET', '/api/get-full-screen-problem-list', { token: user.token, query: { cid: 1 } }), 404, 'The contest does not exist');
    expectRefused(await call('GET', '/api/get-full-screen-problem-list', { token: user.token, query: { tid: 1 } }), 404, 'The training does not exist');
    expectRefused(await call('GET', '/api/get-full-screen-problem-list', { token: user.token }), 400, 'tid, cid or gid is required');
    expectRefused(await call('GET', '/api/get-full-screen-problem-list', { query: { cid: 1 } }), 401);
  });

  it('keeps the remote judges apart by display-id prefix', async () => {
    const remote = await insertProblem({ problemId: `CF-${uniqueProblemId('R')}`, isRemote: true });
    const page = expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { oj: 'CF', keyword: remote.problemId } }));
    expect(page.records.map((r) => r.pid)).toEqual([remote.pid]);
    expect(expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { oj: 'ME', keyword: remote.problemId } })).total).toBe(0);
  });
});
