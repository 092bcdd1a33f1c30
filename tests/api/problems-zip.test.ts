import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProblemDetail, ImportResult, IoRecord, ProblemCasesView, ProblemDetail, TestcaseUploadResult } from '../../contract/api/problems';
import type { SubmissionView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { sha256Hex, type JobFetchResult } from '../../contract/judge';
import { openZip } from '../../worker/problems/testcase-zip';
import { compileWithRunner, fileForm, rawZip, signed, signUpAs, testdataText, uniqueProblemId, type RawEntry } from './problems-support';
import { call, expectOk, expectRefused, request, type Account, type Session } from './support';

/** Test-case zips, downloads, and problem import/export in the project's own format, FPS, QDUOJ and Hydro. */

type Caller = Account & Session;
let admin: Caller;
let teacher: Caller;
let user: Caller;

beforeAll(async () => {
  admin = await signUpAs('admin');
  teacher = await signUpAs('teacher');
  user = await signUpAs('user');
});

async function upload(entries: RawEntry[] | Uint8Array<ArrayBuffer>, query: Record<string, string> = {}, token = admin.token) {
  const bytes = entries instanceof Uint8Array ? entries : await rawZip(entries);
  return call<TestcaseUploadResult>('POST', '/api/file/upload-testcase-zip', { token, query, body: fileForm(bytes) });
}

async function importFile(path: string, bytes: Uint8Array<ArrayBuffer> | string, name = 'problems.zip') {
  return call<ImportResult>('POST', path, { token: admin.token, body: fileForm(bytes, name) });
}

async function zipEntries(response: Response): Promise<Map<string, string>> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/zip');
  const archive = await openZip(new Blob([await response.arrayBuffer()]));
  const out = new Map<string, string>();
  for (const entry of archive.files()) out.set(entry.name, await archive.text(entry, 1 << 20));
  return out;
}

function saveBody(uploaded: TestcaseUploadResult, overrides: Record<string, unknown> = {}, samples: object[] = []) {
  return {
    problem: { problemId: uniqueProblemId('Z'), title: 'Uploaded', input: 'in', output: 'out', ...overrides },
    languages: ['C++'],
    isUploadTestCase: true,
    uploadTestcaseDir: uploaded.fileListDir,
    samples,
  };
}

describe('upload-testcase-zip', () => {
  it('pairs N.in with N.out or N.ans in natural order, splits 100 points and stores the files by hash', async () => {
    const uploaded = expectOk(
      await upload([
        { name: 'data/10.in', data: '10\n', deflate: true },
        { name: 'data/10.out', data: '100\n', deflate: true },
        { name: 'data/2.in', data: '2\n' },
        { name: 'data/2.ans', data: '4\n' },
        { name: 'data/1.in', data: '1\n' },
        { name: 'data/1.out', data: '1\n' },
        { name: 'data/', data: '' },
        { name: '__MACOSX/data/._1.in', data: 'junk' },
        { name: 'data/readme.txt', data: 'ignored' },
      ]),
    );
    expect(uploaded.fileList).toEqual([
      { input: '1.in', output: '1.out', inputSize: 2, outputSize: 2, score: 33, groupNum: null },
      { input: '2.in', output: '2.ans', inputSize: 2, outputSize: 2, score: 33, groupNum: null },
      { input: '10.in', output: '10.out', inputSize: 3, outputSize: 4, score: 34, groupNum: null },
    ]);
    expect(uploaded.fileListDir).toMatch(/^[0-9a-f]{32}$/);
    expect(await testdataText(await sha256Hex('100\n'))).toBe('100\n');
    const subtasks = expectOk(await upload([{ name: '1.in', data: '1' }, { name: '1.out', data: '1' }, { name: '2.in', data: '2' }], { mode: 'subtask_lowest' }));
    expect(subtasks.fileList.map((f) => [f.output, f.outputSize, f.groupNum])).toEqual([
      ['1.out', 1, 1],
      ['2.out', 0, 2],
    ]);
  });

  it('refuses traversal, absolute names, symlinks, encryption, too many entries, oversize and bombs', async () => {
    expectRefused(await upload([{ name: '../evil.in', data: 'x' }]), 400, /climbs out of the archive/);
    expectRefused(await upload([{ name: 'a/../../evil.in', data: 'x' }]), 400, /climbs out of the archive/);
    expectRefused(await upload([{ name: '..\\evil.in', data: 'x' }]), 400, /climbs out of the archive/);
    expectRefused(await upload([{ name: '/etc/passwd', data: 'x' }]), 400, /is an absolute path/);
    expectRefused(await upload([{ name: 'C:/x.in', data: 'x' }]), 400, /is an absolute path/);
    expectRefused(await upload([{ name: '1.in', data: '/etc/passwd', madeBy: 3 << 8, externalAttributes: (0o120777 << 16) >>> 0 }]), 400, /is a symbolic link/);
    expectRefused(await upload([{ name: '1.in', data: 'x', flags: 1 }]), 400, /is encrypted/);
    const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `${i}.in`, data: '' }));
    expectRefused(await upload(many), 400, 'The archive has more than 10000 entries');
    const zeros = new Uint8Array(8 * 1024 * 1024);
    expectRefused(await upload([{ name: '1.in', data: zeros, deflate: true }]), 400, /more than 100 times its packed size/);
    // Headers that lie: small declared sizes, the real content is a bomb. Counting while inflating catches it.
    expectRefused(await upload([{ name: '1.in', data: zeros, deflate: true, declaredSize: 1000 }]), 400, /inflates beyond the 1000 bytes it declares/);
    expectRefused(await upload([{ name: '1.in', data: 'abc', declaredSize: 0x7fffffff, deflate: true }, { name: '2.in', data: 'x', declaredSize: 0x7fffffff, deflate: true }]), 400, /unpacks to more than 1024 MB/);
    expectRefused(await upload([{ name: 'readme.md', data: 'no tests' }]), 400, 'The archive has no test files (N.in with N.out or N.ans)');
    expectRefused(await upload(new TextEncoder().encode('not a zip at all, just text') as Uint8Array<ArrayBuffer>), 400, 'The file is not a zip archive');
    expectRefused(await upload([{ name: 'a/1.in', data: '1' }, { name: 'b/1.in', data: '2' }]), 400, 'The archive holds two files named 1.in');
    expectRefused(await call('POST', '/api/file/upload-testcase-zip', { token: admin.token, body: 'plain' }), 400, /multipart\/form-data/);
    expectRefused(await upload([{ name: '1.in', data: '1' }], { gid: '3' }), 404, 'The group does not exist');
    expectRefused(await upload([{ name: '1.in', data: '1' }], { mode: 'nope' }), 400, /mode must be one of/);
    expectRefused(await upload([{ name: '1.in', data: '1' }], {}, user.token), 403);
  });

  it('streams a large file into R2 by its hash, and refuses a damaged deflate stream', async () => {
    const big = new Uint8Array(9 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 65536) crypto.getRandomValues(big.subarray(i, i + 65536));
    const uploaded = expectOk(await upload([{ name: '1.in', data: big }, { name: '1.out', data: 'ok\n' }]));
    expect(uploaded.fileList[0]!.inputSize).toBe(big.length);
    const stored = await env.FILES.get(`testdata/${await sha256Hex(big)}`);
    expect(stored?.size).toBe(big.length);
    await stored?.body.cancel();
    const broken = await rawZip([{ name: '1.in', data: 'x'.repeat(1000), deflate: true }, { name: '1.out', data: '' }]);
    broken.fill(0xff, 40, 60);
    expectRefused(await upload(broken), 400, /1.in cannot be inflated; the archive is damaged/);
  });

  it('saves an uploaded set in upload mode, which the judge then receives; the cases download as a zip', async () => {
    const uploaded = expectOk(await upload([{ name: '1.in', data: '1 2\n' }, { name: '1.out', data: '3\n' }, { name: '2.in', data: '3 4\n' }, { name: '2.out', data: '7\n' }]));
    const oiMissing = await call('POST', '/api/admin/problem', { token: teacher.token, body: saveBody(uploaded, { type: 1 }, [{ input: '1.in', output: '1.out', score: 60 }, { input: '2.in', output: '2.out' }]) });
    expectRefused(oiMissing, 400, 'Score_must_be_an_integer');
    expectRefused(await call('POST', '/api/admin/problem', { token: teacher.token, body: saveBody(uploaded, {}, [{ input: '9.in', output: '9.out' }]) }), 400, 'The test file 9.in is not in the uploaded set');
    const saved = expectOk(
      await call<AdminProblemDetail>('POST', '/api/admin/problem', {
        token: teacher.token,
        body: saveBody(uploaded, { type: 1 }, [
          { input: '2.in', output: '2.out', score: 40 },
          { input: '1.in', output: '1.out', score: 60 },
        ]),
      }),
    );
    expect(saved.problem).toMatchObject({ isUploadCase: true, uploadTestcaseDir: uploaded.fileListDir });
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: teacher.token, query: { pid: saved.problem.id } }));
    expect(cases.cases.map((c) => [c.input, c.output, c.score, c.inputSize])).toEqual([
      ['2.in', '2.out', 40, 4],
      ['1.in', '1.out', 60, 4],
    ]);

    // Updating with the same set and new scores keeps the files.
    const update = { ...saveBody(uploaded, { id: saved.problem.id, problemId: saved.problem.problemId, type: 1 }, [{ input: '1.in', output: '1.out', score: 10 }, { input: '2.in', output: '2.out', score: 90 }]) };
    expectOk(await call('PUT', '/api/admin/problem', { token: teacher.token, body: update }));

    const submitter = await signUpAs('user');
    const submitted = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: submitter.token, body: { pid: saved.problem.id, language: 'C++', code: 'int main(){}' } }));
    const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitted.submitId}`)) as JobFetchResult;
    if (!('job' in claim)) throw new Error(`expected a job, got ${claim.skip}`);
    expect(claim.job.cases).toEqual([
      { index: 1, input: await sha256Hex('1 2\n'), output: await sha256Hex('3\n'), score: 10, groupNum: null },
      { index: 2, input: await sha256Hex('3 4\n'), output: await sha256Hex('7\n'), score: 90, groupNum: null },
    ]);

    const files = await zipEntries(await request('GET', '/api/file/download-testcase', { token: teacher.token, query: { pid: saved.problem.id } }));
    expect(Object.fromEntries(files)).toEqual({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '3 4\n', '2.out': '7\n' });
    expectRefused(await call('GET', '/api/file/download-testcase', { token: user.token, query: { pid: saved.problem.id } }), 403);
    expectRefused(await call('GET', '/api/file/download-testcase', { query: { pid: saved.problem.id } }), 401);
  });
});

describe('export and import', () => {
  it('round-trips problems through the project package format, and records both', async () => {
    expectOk((await compileWithRunner(admin.token, 'spj', { code: 'int main(){return 0;}', language: 'C' })).result);
    const original = expectOk(
      await call<AdminProblemDetail>('POST', '/api/admin/problem', {
        token: admin.token,
        body: {
          problem: { problemId: uniqueProblemId('E'), title: 'Exported', input: 'in', output: 'out', type: 1, judgeCaseMode: 'subtask_average', judgeMode: 'spj', spjCode: 'int main(){return 0;}', spjLanguage: 'C', difficulty: 3, examples: [{ input: '1', output: '2' }] },
          languages: ['C', 'C++'],
          codeTemplates: [{ language: 'C', code: 'int main(){}' }],
          tags: [{ name: `exported-${uniqueProblemId('')}` }],
          samples: [
            { input: 'a', output: 'b', score: 30, groupNum: 1 },
            { input: 'c', output: 'd', score: 70, groupNum: 2 },
          ],
        },
      }),
    );
    const exported = await request('GET', '/api/file/export-problem', { token: admin.token, query: { pidList: String(original.problem.id) } });
    const bytes = new Uint8Array(await exported.clone().arrayBuffer());
    const files = await zipEntries(exported);
    const dir = original.problem.problemId;
    const manifest = JSON.parse(files.get(`${dir}/problem.json`)!) as Record<string, unknown>;
    expect(manifest).toMatchObject({ problemId: dir, title: 'Exported', type: 1, judgeMode: 'spj', spj: { file: 'spj.c', language: 'C' }, languages: ['C', 'C++'], cases: [{ input: '1.in', output: '1.out', score: 30, groupNum: 1 }, { input: '2.in', output: '2.out', score: 70, groupNum: 2 }] });
    expect(files.get(`${dir}/spj.c`)).toBe('int main(){return 0;}');
    expect(files.get(`${dir}/2.out`)).toBe('d');

    expectRefused(await importFile('/api/file/import-problem', bytes), 400, `These display IDs already exist: ${dir}; change or delete them first`);
    expectOk(await call('DELETE', '/api/admin/problem', { token: admin.token, query: { pid: original.problem.id } }));
    const imported = expectOk(await importFile('/api/file/import-problem', bytes));
    expect(imported.problemIds).toEqual([dir]);
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { token: admin.token, query: { problemId: dir } }));
    expect(detail.problem).toMatchObject({ title: 'Exported', type: 1, judgeCaseMode: 'subtask_average', judgeMode: 'spj', difficulty: 3, examples: [{ input: '1', output: '2' }] });
    expect(detail.languages).toEqual(['C', 'C++']);
    expect(detail.codeTemplate).toEqual({ C: 'int main(){}' });
    expect(detail.tags.map((t) => t.name)).toEqual(original.tags.map((t) => t.name));
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: detail.problem.id, isUpload: 'false' } }));
    expect(cases.cases.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['a', 'b', 30, 1],
      ['c', 'd', 70, 2],
    ]);

    const batch = await request('POST', '/api/admin/problem/batch-zip', { token: admin.token, body: { pidList: [detail.problem.id] } });
    expect((await zipEntries(batch)).has(`${dir}/problem.json`)).toBe(true);
    const records = expectOk(await call<Page<IoRecord>>('GET', '/api/admin/problem/get-io-record', { token: admin.token }));
    expect(records.records.slice(0, 3).map((r) => [r.kind, r.format])).toEqual([
      ['export', 'hoj'],
      ['import', 'hoj'],
      ['export', 'hoj'],
    ]);
    expectRefused(await call('GET', '/api/file/export-problem', { token: admin.token, query: { pidList: '99999999' } }), 404, 'The problem 99999999 does not exist');
    expectRefused(await call('GET', '/api/file/export-problem', { token: admin.token, query: { pidList: 'a,b' } }), 400, 'pidList must be problem ids, as 1,2,3');
    expectRefused(await call('GET', '/api/file/export-problem', { token: teacher.token, query: { pidList: String(detail.problem.id) } }), 403);
  });

  it('imports a package with N.in files, no cases list, defaults for what is missing', async () => {
    const id = uniqueProblemId('K');
    const zip = await rawZip([
      { name: 'problem.json', data: JSON.stringify({ problemId: id, title: 'Plain package', tags: ['imported-plain'] }) },
      { name: '1.in', data: '1' },
      { name: '1.out', data: '1' },
      { name: '2.in', data: '2' },
      { name: '2.ans', data: '4' },
    ]);
    expect(expectOk(await importFile('/api/file/import-problem', zip)).problemIds).toEqual([id]);
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: id } }));
    expect(detail.problem).toMatchObject({ timeLimit: 1000, memoryLimit: 256, stackLimit: 128, type: 0, auth: 1 });
    expect(detail.tags.map((t) => t.name)).toEqual(['imported-plain']);
    expectRefused(await importFile('/api/file/import-problem', await rawZip([{ name: 'problem.json', data: '{nope' }])), 400, './problem.json is not valid JSON');
    expectRefused(await importFile('/api/file/import-problem', await rawZip([{ name: 'x/readme', data: '' }])), 400, 'The archive has no problem.json');
    expectRefused(await importFile('/api/file/import-problem', await rawZip([{ name: 'problem.json', data: JSON.stringify({ title: 'No tests' }) }])), 400, /has no test cases/);
    expectRefused(await importFile('/api/file/import-problem', await rawZip([{ name: 'problem.json', data: '{"title":"t"}' }, { name: '1.in', data: '1' }])), 400, '1.in has no 1.out or 1.ans beside it');
  });

  it('imports FPS XML, as a file or zipped', async () => {
    const fps = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://example.org">
  <generator name="HUSTOJ" url="https://example.org"/>
  <item>
    <title><![CDATA[FPS Sum]]></title>
    <time_limit unit="s"><![CDATA[2]]></time_limit>
    <memory_limit unit="mb"><![CDATA[64]]></memory_limit>
    <description><![CDATA[<p>Add &amp; print</p>]]></description>
    <input><![CDATA[a b]]></input>
    <output><![CDATA[a+b]]></output>
    <sample_input><![CDATA[1 2]]></sample_input>
    <sample_output><![CDATA[3]]></sample_output>
    <test_input><![CDATA[5 5]]></test_input>
    <test_output><![CDATA[10]]></test_output>
    <test_input><![CDATA[1 1]]></test_input>
    <test_output><![CDATA[2]]></test_output>
    <hint>Use &lt;long long&gt;</hint>
    <source><![CDATA[FPS]]></source>
    <solution language="C"><![CDATA[int main(){}]]></solution>
  </item>
  <item>
    <title>Checker problem</title>
    <time_limit unit="ms">500</time_limit>
    <memory_limit unit="kb">65536</memory_limit>
    <description>Any answer</description>
    <sample_input>1</sample_input>
    <sample_output>1</sample_output>
    <spj language="C++"><![CDATA[int main(){return 0;}]]></spj>
  </item>
</fps>`;
    const result = expectOk(await importFile('/api/file/import-fps-problem', fps, 'problems.xml'));
    expect(result.problemIds).toHaveLength(2);
    const first = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: result.problemIds[0]! } }));
    expect(first.problem).toMatchObject({ title: 'FPS Sum', timeLimit: 2000, memoryLimit: 64, description: '<p>Add &amp; print</p>', hint: 'Use <long long>', source: 'FPS', examples: [{ input: '1 2', output: '3' }] });
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: first.problem.id, isUpload: 'false' } }));
    expect(cases.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['5 5', '10', 50],
      ['1 1', '2', 50],
    ]);
    const second = expectOk(await call<AdminProblemDetail>('GET', '/api/admin/problem', { token: admin.token, query: { pid: result.problemIds[1] ? (await env.DB.prepare('SELECT id FROM problems WHERE problem_id = ?').bind(result.problemIds[1]).first<{ id: number }>())!.id : 0 } }));
    expect(second.problem).toMatchObject({ timeLimit: 500, memoryLimit: 64, judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){return 0;}' });
    const zipped = expectOk(await importFile('/api/file/import-fps-problem', await rawZip([{ name: 'set/a.xml', data: fps, deflate: true }])));
    expect(zipped.problemIds).toHaveLength(2);
    expectRefused(await importFile('/api/file/import-fps-problem', '<fps><item><title>x</title>', 'bad.xml'), 400, /not well-formed/);
    expectRefused(await importFile('/api/file/import-fps-problem', '<root/>', 'bad.xml'), 400, 'The file is not FPS: its root element is not <fps>');
    expectRefused(await importFile('/api/file/import-fps-problem', '<fps><item><title>No data</title></item></fps>', 'bad.xml'), 400, /has no test cases/);
    expectRefused(await importFile('/api/file/import-fps-problem', '<!DOCTYPE x [<!ENTITY a "aaaa">]><fps><item><title>&a;</title><test_input>1</test_input><test_output>1</test_output></item></fps>', 'e.xml'), 200);
  });

  it('imports QDUOJ exports', async () => {
    const displayId = uniqueProblemId('Q');
    const qduoj = {
      display_id: displayId,
      title: 'QDU OI problem',
      description: { format: 'html', value: '<p>desc</p>' },
      input_description: { format: 'html', value: 'in' },
      output_description: 'out',
      hint: { format: 'html', value: 'hint' },
      samples: [{ input: '1', output: '1' }],
      time_limit: 1500,
      memory_limit: 128,
      rule_type: 'OI',
      test_case_score: [
        { input_name: '1.in', output_name: '1.out', score: 20 },
        { input_name: '2.in', output_name: '2.out', score: 80 },
      ],
      spj: null,
      tags: ['qduoj-tag'],
      source: 'QDU',
      template: { C: { prepend: '', template: 'int main(){}', append: '' } },
    };
    const zip = await rawZip([
      { name: '1/problem.json', data: JSON.stringify(qduoj) },
      { name: '1/testcase/1.in', data: 'x' },
      { name: '1/testcase/1.out', data: 'y' },
      { name: '1/testcase/2.in', data: 'z' },
      { name: '1/testcase/2.out', data: 'w' },
    ]);
    expect(expectOk(await importFile('/api/file/import-qdoj-problem', zip)).problemIds).toEqual([displayId]);
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: displayId } }));
    expect(detail.problem).toMatchObject({ title: 'QDU OI problem', description: '<p>desc</p>', input: 'in', output: 'out', hint: 'hint', timeLimit: 1500, memoryLimit: 128, type: 1, source: 'QDU' });
    expect(detail.tags.map((t) => t.name)).toEqual(['qduoj-tag']);
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: detail.problem.id } }));
    expect(cases.cases.map((c) => c.score)).toEqual([20, 80]);
    expectRefused(await importFile('/api/file/import-qdoj-problem', await rawZip([{ name: 'x.txt', data: '' }])), 400, /not a QDUOJ export/);
  });

  it('imports Hydro packages with subtasks', async () => {
    const pid = uniqueProblemId('H');
    const zip = await rawZip([
      { name: `${pid}/problem.yaml`, data: `title: Hydro sum\ntag:\n  - hydro-tag\n  - 入门\npid: ${pid}\n` },
      { name: `${pid}/problem_zh.md`, data: '## Description\nAdd two numbers.\n\n## Input\nTwo numbers.\n\n## Output\nThe sum.\n\n## Samples\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n\n## Hint\nEasy.\n' },
      {
        name: `${pid}/testdata/config.yaml`,
        data: 'type: default\ntime: 1.5s\nmemory: 512m\nsubtasks:\n  - score: 40\n    cases:\n      - input: 1.in\n        output: 1.out\n  - score: 60\n    cases:\n      - input: 2.in\n        output: 2.out\n      - input: 3.in\n        output: 3.out\n',
      },
      { name: `${pid}/testdata/1.in`, data: '1 2' },
      { name: `${pid}/testdata/1.out`, data: '3' },
      { name: `${pid}/testdata/2.in`, data: '2 2' },
      { name: `${pid}/testdata/2.out`, data: '4' },
      { name: `${pid}/testdata/3.in`, data: '3 3' },
      { name: `${pid}/testdata/3.out`, data: '6' },
    ]);
    expect(expectOk(await importFile('/api/file/import-hydro-problem', zip)).problemIds).toEqual([pid]);
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: pid } }));
    expect(detail.problem).toMatchObject({ title: 'Hydro sum', description: 'Add two numbers.', input: 'Two numbers.', output: 'The sum.', hint: 'Easy.', timeLimit: 1500, memoryLimit: 512, type: 1, judgeCaseMode: 'subtask_lowest', examples: [{ input: '1 2\n', output: '3\n' }] });
    expect(detail.tags.map((t) => t.name)).toEqual(['hydro-tag', '入门']);
    const cases = expectOk(await call<ProblemCasesView>('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid: detail.problem.id } }));
    expect(cases.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['1.in', 40, 1],
      ['2.in', 60, 2],
      ['3.in', 60, 2],
    ]);
    const plain = await rawZip([
      { name: 'problem.yaml', data: 'title: Plain hydro\n' },
      { name: 'problem.md', data: 'Just a statement.' },
      { name: 'testdata/1.in', data: '1' },
      { name: 'testdata/1.out', data: '1' },
    ]);
    const plainIds = expectOk(await importFile('/api/file/import-hydro-problem', plain)).problemIds;
    const plainDetail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: plainIds[0]! } }));
    expect(plainDetail.problem).toMatchObject({ description: 'Just a statement.', type: 0, timeLimit: 1000 });
    expectRefused(await importFile('/api/file/import-hydro-problem', await rawZip([{ name: 'problem.yaml', data: 'title: [broken' }])), 400, /problem.yaml is not valid YAML: line 1: malformed flow collection/);
  });

  it('needs an admin role and a file for every import', async () => {
    expectRefused(await call('POST', '/api/file/import-problem', { token: user.token, body: fileForm('x') }), 403);
    expectRefused(await call('POST', '/api/file/import-problem', { token: admin.token, body: new FormData() }), 400, 'file is required (a file)');
    expectRefused(await importFile('/api/file/import-qdoj-problem', new Uint8Array(0)), 400, 'The uploaded file is empty');
  });
});
