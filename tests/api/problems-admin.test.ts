import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProblemDetail, AdminProblemRow, CompileCheckerResult, ProblemCasesView, ProblemListRow, TagClassificationView, TagView } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { sha256Hex, type JobFetchResult } from '../../contract/judge';
import {
  announceLanguages,
  claimCompileJob,
  compileOutcome,
  compileWithRunner,
  finishCompileJob,
  insertProblem,
  insertSubmission,
  pullCompileMessage,
  signed,
  signUpAs,
  testdataText,
  uniqueProblemId,
} from './problems-support';
import { call, expectOk, expectRefused, type Account, type Session } from './support';

/** The admin area's problem calls: every save rule of part 3 §5, the root/author rule, tags. */

type Caller = Account & Session;
let root: Caller;
let admin: Caller;
let teacher: Caller;
let otherTeacher: Caller;
let user: Caller;

beforeAll(async () => {
  root = await signUpAs('root');
  admin = await signUpAs('admin');
  teacher = await signUpAs('teacher');
  otherTeacher = await signUpAs('teacher');
  user = await signUpAs('user');
});

function problemBody(overrides: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return {
    problem: { problemId: uniqueProblemId('A'), title: 'Sum two numbers', input: 'Two integers.', output: 'Their sum.', description: 'Add them.', examples: [{ input: '1 2', output: '3' }], ...overrides },
    languages: ['C', 'C++'],
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 6\n', output: '11\n' },
    ],
    isUploadTestCase: false,
    ...rest,
  };
}

async function create(token: string, body: object) {
  return call<AdminProblemDetail>('POST', '/api/admin/problem', { token, body });
}

describe('access', () => {
  it('needs sign-in and an admin role', async () => {
    expectRefused(await call('GET', '/api/admin/problem/get-problem-list'), 401);
    expectRefused(await call('GET', '/api/admin/problem/get-problem-list', { token: user.token }), 403);
    expectRefused(await create(user.token, problemBody()), 403);
    expectRefused(await call('POST', '/api/admin/tag', { token: user.token, body: { name: 'x' } }), 403);
  });
});

describe('creating a problem', () => {
  it('stores every field with the spec defaults, the cases in R2 by hash, languages, templates and tags', async () => {
    const existingTag = expectOk(await call<TagView>('POST', '/api/admin/tag', { token: admin.token, body: { name: `dp-${uniqueProblemId('')}`, color: '#123456' } }));
    const newTag = `new-tag-${uniqueProblemId('')}`;
    const body = problemBody(
      { hint: 'Mind overflow', source: 'Classic', difficulty: 2, userExtraFile: { 'lib.h': 'int f();' }, codeShare: false },
      {
        codeTemplates: [
          { language: 'C', code: '#include <stdio.h>\nint main(){}', status: true },
          { language: 'C++', code: '', status: false },
        ],
        tags: [{ id: existingTag.id }, { name: newTag, color: '#abcdef' }],
      },
    );
    const detail = expectOk(await create(teacher.token, body));
    const p = detail.problem;
    expect(p).toMatchObject({
      problemId: body.problem.problemId,
      title: 'Sum two numbers',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      auth: 1,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      openCaseResult: true,
      codeShare: false,
      isFileIO: false,
      isRemote: false,
      isUploadCase: false,
      spjCode: null,
      spjCompileOk: false,
      author: teacher.username,
      modifiedUser: teacher.username,
      difficulty: 2,
      hint: 'Mind overflow',
      userExtraFile: { 'lib.h': 'int f();' },
      judgeExtraFile: null,
      examples: [{ input: '1 2', output: '3' }],
      solutionUnlockRatio: 100,
    });
    expect(detail.languages).toEqual(['C', 'C++']);
    expect(detail.codeTemplates.map((t) => [t.language, t.status])).toEqual([
      ['C', true],
      ['C++', false],
    ]);
    expect(detail.tags.map((t) => t.name)).toEqual([existingTag.name, newTag]);
    const cases = await env.DB.prepare('SELECT input_hash AS i, output_hash AS o, score, input_name AS n FROM problem_cases WHERE pid = ? ORDER BY idx').bind(p.id).all<{ i: string; o: string; score: number; n: string }>();
    expect(cases.results.map((c) => [c.n, c.score])).toEqual([
      ['1.in', 50],
      ['2.in', 50],
    ]);
    expect(cases.results[0]!.i).toBe(await sha256Hex('1 2\n'));
    expect(await testdataText(cases.results[1]!.o)).toBe('11\n');
    const listed = expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { keyword: body.problem.problemId } }));
    expect(listed.records.map((r) => r.pid)).toEqual([p.id]);
  });

  it('enforces the display-id, title, description and file IO rules with clear messages', async () => {
    expectRefused(await create(admin.token, problemBody({ problemId: '  ' })), 400, 'The display ID is required');
    expectRefused(await create(admin.token, problemBody({ problemId: 'a b' })), 400, /may hold only letters, digits/);
    const taken = await insertProblem();
    expectRefused(await create(admin.token, problemBody({ problemId: taken.problemId })), 400, `The display ID ${taken.problemId} already exists, please change it`);
    expectRefused(await create(admin.token, problemBody({ title: '' })), 400, 'title is required');
    expectRefused(await create(admin.token, problemBody({ input: ' ' })), 400, 'input (the input description) is required');
    expectRefused(await create(admin.token, problemBody({ output: undefined })), 400, 'problem.output is required');
    expectRefused(await create(admin.token, problemBody({ isFileIO: true, ioReadFileName: 'in.txt' })), 400, 'With file IO, both the input and the output file names are required');
    expectRefused(await create(admin.token, problemBody({ isFileIO: true, ioReadFileName: '../in', ioWriteFileName: 'out' })), 400, /ioReadFileName must be a plain file name/);
    expectRefused(await create(admin.token, problemBody({ problemId: `CF-${uniqueProblemId('')}` })), 400, /is for remote problems/);
    expectRefused(await create(admin.token, problemBody({ gid: 3 })), 404, 'The group does not exist');
    expectRefused(await create(admin.token, problemBody({ timeLimit: 0 })), 400, 'timeLimit must be at least 1');
    expectRefused(await create(admin.token, problemBody({ stackLimit: 512, memoryLimit: 256 })), 400, 'stackLimit cannot exceed memoryLimit');
    const fileIo = expectOk(await create(admin.token, problemBody({ isFileIO: true, ioReadFileName: 'sum.in', ioWriteFileName: 'sum.out' })));
    expect(fileIo.problem).toMatchObject({ isFileIO: true, ioReadFileName: 'sum.in', ioWriteFileName: 'sum.out' });
  });

  it('needs test data: samples with an input or an output in manual mode, an uploaded set in upload mode', async () => {
    expectRefused(await create(admin.token, problemBody({}, { samples: [] })), 400, 'At least one test case is required (manual mode)');
    expectRefused(await create(admin.token, problemBody({}, { samples: [{ input: '', output: '' }] })), 400, 'Test case 1 needs an input or an output');
    expectRefused(await create(admin.token, problemBody({}, { isUploadTestCase: true, samples: [] })), 400, 'Upload mode requires an uploaded test case set');
    expectRefused(await create(admin.token, problemBody({}, { isUploadTestCase: true, uploadTestcaseDir: 'nope' })), 400, /not found or has expired/);
    const onlyOutput = expectOk(await create(admin.token, problemBody({}, { samples: [{ output: '42\n' }] })));
    expect(onlyOutput.problem.isUploadCase).toBe(false);
    const remote = expectOk(await create(admin.token, problemBody({ problemId: `CF-${uniqueProblemId('')}`, isRemote: true }, { samples: [] })));
    expect(remote.problem.isRemote).toBe(true);
  });

  it('checks OI scores, subtask group numbers and the case modes of each type', async () => {
    const oi = (samples: object[], mode = 'default') => problemBody({ type: 1, judgeCaseMode: mode }, { samples });
    const bad = (result: Awaited<ReturnType<typeof create>>, msg: string, field: string) => {
      expectRefused(result, 400, msg);
      expect(result.body.data).toEqual({ field });
    };
    bad(await create(admin.token, oi([{ input: '1', output: '1', score: 50 }, { input: '2', output: '2' }])), 'Score_must_be_an_integer', 'samples[1].score');
    bad(await create(admin.token, oi([{ input: '1', output: '1', score: 2.5 }])), 'Score_must_be_an_integer', 'samples[0].score');
    bad(await create(admin.token, oi([{ input: '1', output: '1', score: -1 }])), 'Score_must_be_greater_than_or_equal_to_0', 'samples[0].score');
    bad(await create(admin.token, oi([{ input: '1', output: '1', score: 100 }], 'subtask_lowest')), 'Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL', 'samples[0].groupNum');
    expectRefused(await create(admin.token, oi([{ input: '1', output: '1', score: 100 }], 'ergodic_without_error')), 400, 'An OI problem\'s judge case mode must be one of default, subtask_lowest, subtask_average');
    expectRefused(await create(admin.token, problemBody({ judgeCaseMode: 'subtask_average' })), 400, "An ACM problem's judge case mode must be one of default, ergodic_without_error");
    const ok = expectOk(
      await create(
        admin.token,
        oi(
          [
            { input: '1', output: '1', score: 30, groupNum: 1 },
            { input: '2', output: '2', score: '30', groupNum: '1' },
            { input: '3', output: '3', score: 70, groupNum: 2 },
          ],
          'subtask_lowest',
        ),
      ),
    );
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: ok.problem.id } }));
    expect(cases.isUploadCase).toBe(false);
    expect(cases.cases.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1', '1', 30, 1],
      ['2', '2', 30, 1],
      ['3', '3', 70, 2],
    ]);
    const acm = expectOk(await create(admin.token, problemBody({ judgeCaseMode: 'ergodic_without_error' })));
    expect(acm.problem.judgeCaseMode).toBe('ergodic_without_error');
  });

  it('checks languages, templates and tags', async () => {
    expectRefused(await create(admin.token, problemBody({}, { languages: [] })), 400, 'At least one language must be chosen');
    const template = await create(admin.token, problemBody({}, { codeTemplates: [{ language: 'C', code: '  ', status: true }] }));
    expectRefused(template, 400, 'Code_template_of_the_language_cannot_be_empty');
    expect(template.body.data).toMatchObject({ language: 'C' });
    expectRefused(await create(admin.token, problemBody({}, { codeTemplates: [{ language: 'Java', code: 'class Main {}' }] })), 400, "The code template's language Java is not one of the problem's languages");
    expectRefused(await create(admin.token, problemBody({}, { tags: [{ name: 'greedy' }, { name: 'Greedy' }] })), 400, 'Add_Tag_Error');
    const tag = expectOk(await call<TagView>('POST', '/api/admin/tag', { token: admin.token, body: { name: `twice-${uniqueProblemId('')}` } }));
    expectRefused(await create(admin.token, problemBody({}, { tags: [{ id: tag.id }, { name: tag.name }] })), 400, 'Add_Tag_Error');
    expectRefused(await create(admin.token, problemBody({}, { tags: [{ id: 999_999 }] })), 404, 'A chosen tag does not exist');
    await announceLanguages(['C', 'C++', 'Python3']);
    expectRefused(await create(admin.token, problemBody({}, { languages: ['C', 'Cobol'] })), 400, 'The language Cobol is not offered by the judge');
    const named = expectOk(await create(admin.token, problemBody({}, { languages: [{ name: 'Python3' }, 'C'] })));
    expect(named.languages).toEqual(['C', 'Python3']);
  });

  it('takes a special judge or interactor only after a judge compiled that code', async () => {
    await announceLanguages(['C', 'C++', 'Python3']);
    const checker = '#include <stdio.h>\nint main(int c, char **v) { return 0; }\n';
    const spj = (code: string | null, language = 'C') => problemBody({ judgeMode: 'spj', spjCode: code, spjLanguage: language, judgeExtraFile: { 'testlib.h': '// lib' } });
    expectRefused(await create(admin.token, spj(null)), 400, 'The special judge or interactor code is required');
    expectRefused(await create(admin.token, spj(checker, 'Python3')), 400, 'The language Python3 cannot be used for a special judge or interactor');
    const uncompiled = await create(admin.token, spj(checker));
    expectRefused(uncompiled, 400, 'Spj_Or_Interactive_Code_not_Compile_Success');

    expectRefused(await call('POST', '/api/admin/problem/compile-spj', { token: user.token, body: { code: checker, language: 'C' } }), 403);
    expectRefused(await call('POST', '/api/admin/problem/compile-spj', { token: admin.token, body: { code: ' ', language: 'C' } }), 400, 'The special judge or interactor code is required');
    expectRefused(await call('POST', '/api/admin/problem/compile-spj', { token: admin.token, body: { code: checker, language: 'Python3' } }), 400, /cannot be used for a special judge/);

    // The endpoint waits while a runner pulls the compile job, claims it and reports success.
    const { result: compiled, job, key } = await compileWithRunner<CompileCheckerResult>(admin.token, 'spj', { code: checker, language: 'C', extraFiles: { 'testlib.h': '// lib' } });
    expect(expectOk(compiled)).toEqual({ compiled: true, checkId: key });
    expect(compiled.body.msg).toBe('The code compiled');
    expect(job).toMatchObject({ kind: 'compile', id: key, program: { language: 'C', code: checker }, problem: { judgeMode: 'spj', judgeExtraFile: { 'testlib.h': '// lib' }, checker: null }, cases: [] });
    // Compiled code is answered at once, with nothing queued.
    expect(expectOk(await call<CompileCheckerResult>('POST', '/api/admin/problem/compile-spj', { token: admin.token, body: { code: checker, language: 'C', extraFiles: { 'testlib.h': '// lib' } } }))).toEqual({ compiled: true, checkId: key });
    expect(await claimCompileJobOrSkip(key)).toBe('skip');

    const saved = expectOk(await create(admin.token, spj(checker)));
    expect(saved.problem).toMatchObject({ judgeMode: 'spj', spjCode: checker, spjLanguage: 'C', spjCompileOk: true, judgeExtraFile: { 'testlib.h': '// lib' } });

    // Unchanged checker: no new compile needed. A changed one (even its extra files) needs one.
    const again = { ...spj(checker), problem: { ...spj(checker).problem, id: saved.problem.id, problemId: saved.problem.problemId, title: 'Renamed' } };
    expectOk(await call('PUT', '/api/admin/problem', { token: admin.token, body: again }));
    const changedFiles = { ...again, problem: { ...again.problem, judgeExtraFile: { 'testlib.h': '// v2' } } };
    expectRefused(await call('PUT', '/api/admin/problem', { token: admin.token, body: changedFiles }), 400, 'Spj_Or_Interactive_Code_not_Compile_Success');

    const interactor = 'int main(void) { return 0; }';
    const { result: interactorCompiled, job: interactorJob } = await compileWithRunner<CompileCheckerResult>(admin.token, 'interactive', { code: interactor, language: 'C' });
    expect(expectOk(interactorCompiled).compiled).toBe(true);
    expect(interactorJob.problem).toMatchObject({ judgeMode: 'interactive', judgeExtraFile: null });
    const interactive = expectOk(await create(admin.token, problemBody({ judgeMode: 'interactive', spjCode: interactor, spjLanguage: 'C' })));
    expect(interactive.problem).toMatchObject({ judgeMode: 'interactive', spjCompileOk: true });
    // A checker compiled as an interactor does not pass for a special judge.
    expectRefused(await create(admin.token, problemBody({ judgeMode: 'spj', spjCode: interactor, spjLanguage: 'C' })), 400, 'Spj_Or_Interactive_Code_not_Compile_Success');
  });

  it("answers a compile error with the compiler's message, and such a check lets no save through", async () => {
    await announceLanguages(['C', 'C++', 'Python3']);
    const broken = `int main(void) { return nope; } /* ${uniqueProblemId('')} */`;
    const compilerSays = "main.c:1:25: error: 'nope' undeclared (first use in this function)";
    const { result, job } = await compileWithRunner(admin.token, 'spj', { code: broken, language: 'C' }, compileOutcome(-2, compilerSays));
    expect(job.program.code).toBe(broken);
    expectRefused(result, 400, compilerSays);
    expectRefused(await create(admin.token, problemBody({ judgeMode: 'spj', spjCode: broken, spjLanguage: 'C' })), 400, 'Spj_Or_Interactive_Code_not_Compile_Success');
    const row = await env.DB.prepare('SELECT status, message, nonce FROM checker_checks WHERE id = ?').bind(job.id).first<{ status: number; message: string; nonce: string | null }>();
    expect(row).toEqual({ status: -2, message: compilerSays, nonce: null });
  });

  it('refuses stale progress and ignores a stale final result of a compile job', async () => {
    await announceLanguages(['C', 'C++', 'Python3']);
    const code = `int main(void) { return 0; } /* ${uniqueProblemId('')} */`;
    const answer = call<CompileCheckerResult>('POST', '/api/admin/problem/compile-spj', { token: admin.token, body: { code, language: 'C' } });
    const message = await pullCompileMessage();
    const { key } = JSON.parse(message.body) as { key: string };
    const first = await claimCompileJob(key);
    // The lease ran out and a second runner claimed the job: the first attempt's nonce is stale now.
    const second = await claimCompileJob(key);
    expect(second.nonce).not.toBe(first.nonce);
    expectRefused(await signed('POST', '/api/internal/judge/callback', { id: key, kind: 'compile', nonce: first.nonce, judger: 'old', phase: 'compiling' }), 409);
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: key, kind: 'compile', nonce: second.nonce, judger: 'new', phase: 'compiling' }));
    expect(await finishCompileJob(first, compileOutcome(-2, 'stale error'))).toEqual({ result: 'ignored' });
    const pending = await env.DB.prepare('SELECT status, message FROM checker_checks WHERE id = ?').bind(key).first();
    expect(pending).toEqual({ status: 5, message: null });
    expect(await finishCompileJob(second, compileOutcome(0), message)).toEqual({ result: 'applied' });
    expect(expectOk(await answer)).toEqual({ compiled: true, checkId: key });
    // A late replay of either attempt changes nothing.
    expect(await finishCompileJob(first, compileOutcome(-2, 'late'))).toEqual({ result: 'ignored' });
    expect(await finishCompileJob(second, compileOutcome(-2, 'late'))).toEqual({ result: 'ignored' });
    expect(await env.DB.prepare('SELECT status, message FROM checker_checks WHERE id = ?').bind(key).first()).toEqual({ status: 0, message: null });
  });
});

async function claimCompileJobOrSkip(key: string): Promise<'job' | 'skip'> {
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=compile&id=${key}`)) as JobFetchResult;
  return 'job' in claim ? 'job' : 'skip';
}

describe('managing problems', () => {
  it('lets admins manage every problem and teachers only their own', async () => {
    const mine = expectOk(await create(teacher.token, problemBody()));
    const theirs = expectOk(await create(otherTeacher.token, problemBody()));
    const list = expectOk(await call<Page<AdminProblemRow>>('GET', '/api/admin/problem/get-problem-list', { token: teacher.token, query: { limit: 100 } }));
    expect(list.records.map((r) => r.id)).toContain(mine.problem.id);
    expect(list.records.map((r) => r.id)).not.toContain(theirs.problem.id);
    const all = expectOk(await call<Page<AdminProblemRow>>('GET', '/api/admin/problem/get-problem-list', { token: admin.token, query: { keyword: theirs.problem.problemId } }));
    expect(all.records).toEqual([expect.objectContaining({ id: theirs.problem.id, author: otherTeacher.username, auth: 1, type: 0 })]);
    expect(all.total).toBe(1);

    expectRefused(await call('GET', '/api/admin/problem', { token: teacher.token, query: { pid: theirs.problem.id } }), 403, 'Only an admin or the author of this problem may manage it');
    expectRefused(await call('PUT', '/api/admin/problem', { token: teacher.token, body: { ...problemBody(), problem: { ...problemBody().problem, id: theirs.problem.id } } }), 403);
    expectRefused(await call('DELETE', '/api/admin/problem', { token: teacher.token, query: { pid: theirs.problem.id } }), 403);
    expectRefused(await call('PUT', '/api/admin/problem/change-problem-auth', { token: teacher.token, body: { pid: theirs.problem.id, auth: 2 } }), 403);
    expectRefused(await call('GET', '/api/file/download-testcase', { token: teacher.token, query: { pid: theirs.problem.id } }), 403);
    expectOk(await call('GET', '/api/admin/problem', { token: teacher.token, query: { pid: mine.problem.id } }));
    const byRoot = expectOk(await call<AdminProblemDetail>('GET', '/api/admin/problem', { token: root.token, query: { pid: theirs.problem.id } }));
    expect(byRoot.problem.createdBy).toBeTruthy();
    expectRefused(await call('GET', '/api/admin/problem', { token: admin.token, query: { pid: 99_999_999 } }), 404, 'The problem does not exist');
  });

  it('updates a problem, replacing cases, languages, templates and tags', async () => {
    const created = expectOk(await create(admin.token, problemBody({}, { tags: [{ name: `upd-${uniqueProblemId('')}` }] })));
    const body = problemBody(
      { id: created.problem.id, problemId: created.problem.problemId, title: 'New title', timeLimit: 2000, auth: 2 },
      { languages: ['Python3'], samples: [{ input: 'x', output: 'y' }], codeTemplates: [{ language: 'Python3', code: 'print(1)' }], tags: [] },
    );
    const updated = expectOk(await call<AdminProblemDetail>('PUT', '/api/admin/problem', { token: admin.token, body }));
    expect(updated.problem).toMatchObject({ title: 'New title', timeLimit: 2000, auth: 2, modifiedUser: admin.username });
    expect(updated.languages).toEqual(['Python3']);
    expect(updated.tags).toEqual([]);
    expect(updated.codeTemplates.map((t) => t.code)).toEqual(['print(1)']);
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: created.problem.id } }));
    expect(cases.cases.map((c) => [c.input, c.output, c.score])).toEqual([['x', 'y', 100]]);
    expectRefused(await call('PUT', '/api/admin/problem', { token: admin.token, body: problemBody() }), 400, 'problem.id is required to update a problem');
    const other = await insertProblem();
    expectRefused(await call('PUT', '/api/admin/problem', { token: admin.token, body: { ...body, problem: { ...body.problem, problemId: other.problemId } } }), 400, /already exists/);
  });

  it('changes visibility and deletes a problem with its submissions', async () => {
    const created = expectOk(await create(admin.token, problemBody()));
    const { id, problemId } = created.problem;
    expectRefused(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid: id, auth: 7 } }), 400, 'auth must be 1 (public), 2 (private) or 3 (contest)');
    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid: id, auth: 2 } }));
    expectRefused(await call('GET', '/api/get-problem-detail', { query: { problemId } }), 403);
    expect(expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { keyword: problemId } })).total).toBe(0);
    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid: id, auth: 1 } }));
    expectOk(await call('GET', '/api/get-problem-detail', { query: { problemId } }));

    const submitter = await signUpAs('user');
    await insertSubmission({ pid: id, problemId, username: submitter.username, cases: [] });
    expectRefused(await call('DELETE', '/api/admin/problem', { token: user.token, query: { pid: id } }), 403);
    expectOk(await call('DELETE', '/api/admin/problem', { token: admin.token, query: { pid: id } }));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM submissions WHERE pid = ?').bind(id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM problem_cases WHERE pid = ?').bind(id).first('n')).toBe(0);
    expectRefused(await call('DELETE', '/api/admin/problem', { token: admin.token, query: { pid: id } }), 404);
  });
});

describe('tags and classifications', () => {
  it('creates, renames and deletes tags and classifications', async () => {
    const name = `tag-${uniqueProblemId('')}`;
    const classification = expectOk(await call<TagClassificationView>('POST', '/api/admin/tag/classification', { token: admin.token, body: { name: 'Graphs', rank: 2 } }));
    expect(classification).toMatchObject({ name: 'Graphs', oj: 'ME', rank: 2, gid: null });
    const tag = expectOk(await call<TagView>('POST', '/api/admin/tag', { token: admin.token, body: { name, color: '#111111', tcid: classification.id } }));
    expect(tag).toMatchObject({ name, color: '#111111', oj: 'ME', tcid: classification.id });
    expectRefused(await call('POST', '/api/admin/tag', { token: admin.token, body: { name } }), 400, `The tag ${name} already exists`);
    expectRefused(await call('POST', '/api/admin/tag', { token: admin.token, body: { name: '' } }), 400, 'name is required');
    expectRefused(await call('POST', '/api/admin/tag', { token: admin.token, body: { name: 'x', tcid: 999_999 } }), 404, 'The tag classification does not exist');
    const renamed = expectOk(await call<TagView>('PUT', '/api/admin/tag', { token: admin.token, body: { id: tag.id, name: `${name}-2`, color: '#222222', tcid: classification.id } }));
    expect(renamed.name).toBe(`${name}-2`);
    const classes = expectOk(await call<TagClassificationView[]>('GET', '/api/admin/tag/classification', { token: admin.token, query: { oj: 'ME' } }));
    expect(classes.map((c) => c.id)).toContain(classification.id);
    expectOk(await call('PUT', '/api/admin/tag/classification', { token: admin.token, body: { id: classification.id, name: 'Graph theory', rank: 1 } }));
    expectOk(await call('DELETE', '/api/admin/tag/classification', { token: admin.token, query: { tcid: classification.id } }));
    const after = expectOk(await call<TagView[]>('GET', '/api/get-all-problem-tags'));
    expect(after.find((t) => t.id === tag.id)?.tcid).toBeNull();
    expectOk(await call('DELETE', '/api/admin/tag', { token: admin.token, query: { tid: tag.id } }));
    expectRefused(await call('DELETE', '/api/admin/tag', { token: admin.token, query: { tid: tag.id } }), 404, 'The tag does not exist');
    expectRefused(await call('PUT', '/api/admin/tag', { token: admin.token, body: { name: 'no id' } }), 400, 'id is required');
  });
});

describe('admin list order', () => {
  it('lists problems, tags and io records newest first, and classifications by rank then newest', async () => {
    const stem = uniqueProblemId('Ord');
    const older = expectOk(await create(admin.token, problemBody({ problemId: `${stem}a` })));
    const newer = expectOk(await create(admin.token, problemBody({ problemId: `${stem}b` })));
    const page = expectOk(await call<Page<AdminProblemRow>>('GET', '/api/admin/problem/get-problem-list', { token: admin.token, query: { keyword: stem } }));
    expect(page.records.map((r) => r.id)).toEqual([newer.problem.id, older.problem.id]);

    const firstTag = expectOk(await call<TagView>('POST', '/api/admin/tag', { token: admin.token, body: { name: `${stem}-t1` } }));
    const secondTag = expectOk(await call<TagView>('POST', '/api/admin/tag', { token: admin.token, body: { name: `${stem}-t2` } }));
    const tagIds = expectOk(await call<TagView[]>('GET', '/api/get-all-problem-tags'))
      .map((t) => t.id)
      .filter((id) => id === firstTag.id || id === secondTag.id);
    expect(tagIds).toEqual([secondTag.id, firstTag.id]);

    const rank = 900_000 + Math.floor(Math.random() * 90_000);
    const addClass = async (name: string, r: number) => expectOk(await call<TagClassificationView>('POST', '/api/admin/tag/classification', { token: admin.token, body: { name, rank: r } }));
    const sameRankOld = await addClass(`${stem}-c1`, rank);
    const sameRankNew = await addClass(`${stem}-c2`, rank);
    const lowerRank = await addClass(`${stem}-c3`, rank - 1);
    const ours = new Set([sameRankOld.id, sameRankNew.id, lowerRank.id]);
    const classIds = expectOk(await call<TagClassificationView[]>('GET', '/api/admin/tag/classification', { token: admin.token }))
      .map((c) => c.id)
      .filter((id) => ours.has(id));
    expect(classIds).toEqual([lowerRank.id, sameRankNew.id, sameRankOld.id]);

    const records = expectOk(await call<Page<{ id: number }>>('GET', '/api/admin/problem/get-io-record', { token: admin.token, query: { limit: 100 } })).records.map((r) => r.id);
    expect(records).toEqual([...records].sort((a, b) => b - a));
  });
});
