import { env } from 'cloudflare:workers';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AcInfoView, AdminContestProblemRow, AdminContestRow, AdminContestView, ContestAnnouncementView, PrintJobView } from '../../contract/api/contests';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { addContestProblem, contestCast, contestProblem, insertContest, insertTry, registerIn } from './contests-support';
import { fileForm, insertProblem, uniqueProblemId } from './problems-support';
import { call, expectOk, expectRefused, nowSeconds, request } from './support';

/** The contest admin calls (part 3), announcements, print, the AC helper, downloads and cover images. */

let cast: Awaited<ReturnType<typeof contestCast>>;
beforeAll(async () => {
  cast = await contestCast();
});

const isoIn = (seconds: number) => new Date((nowSeconds() + seconds) * 1000).toISOString();

function contestBody(overrides: Record<string, unknown> = {}) {
  return { title: 'Weekly round', description: 'Solve things.', startTime: isoIn(600), endTime: isoIn(600 + 5 * 3600), type: 0, auth: 0, ...overrides };
}

describe('admin contests', () => {
  it('creates, reads, updates, hides and deletes a contest; a teacher manages only their own', async () => {
    expectRefused(await call('POST', '/api/admin/contest', { token: cast.user.token, body: contestBody() }), 403);
    const created = expectOk(await call<AdminContestView>('POST', '/api/admin/contest', { token: cast.teacher.token, body: contestBody({ auth: 1, pwd: 'pw', starAccount: ['star1'], sealRank: true, sealRankTime: isoIn(600 + 4 * 3600) }) }));
    expect(created).toMatchObject({ title: 'Weekly round', auth: 1, pwd: 'pw', duration: 5 * 3600, status: -1, author: cast.teacher.username, starAccount: ['star1'], sealRank: true, visible: true });
    const other = await insertContest({ author: cast.admin.username });
    const teacherList = expectOk(await call<Page<AdminContestRow>>('GET', '/api/admin/contest/get-contest-list', { token: cast.teacher.token }));
    expect(teacherList.records.map((r) => r.id)).toEqual([created.id]);
    const rootList = expectOk(await call<Page<AdminContestRow>>('GET', '/api/admin/contest/get-contest-list', { token: cast.root.token }));
    expect(rootList.records.map((r) => r.id)).toEqual(expect.arrayContaining([created.id, other]));
    expectRefused(await call('GET', '/api/admin/contest', { query: { cid: other }, token: cast.teacher.token }), 403, 'Only the contest administrators may do this');
    expect(expectOk(await call<AdminContestView>('GET', '/api/admin/contest', { query: { cid: created.id }, token: cast.admin.token })).pwd).toBe('pw');

    const update = (body: object, token = cast.teacher.token) => call<AdminContestView>('PUT', '/api/admin/contest', { token, body: { ...contestBody(), id: created.id, ...body } });
    expectRefused(await update({ type: 1 }), 400, 'The rule type of a contest cannot be changed');
    expectRefused(await update({}, cast.participant.token), 403);
    const updated = expectOk(await update({ title: 'Renamed', openPrint: true }));
    expect(updated).toMatchObject({ title: 'Renamed', openPrint: true, sealRank: false, sealRankTime: null, pwd: null });

    expectOk(await call('PUT', '/api/admin/contest/change-contest-visible', { query: { cid: created.id, visible: false }, token: cast.teacher.token }));
    expectRefused(await call('GET', '/api/get-contest-info', { query: { cid: created.id }, token: cast.user.token }), 404);
    expectRefused(await call('DELETE', '/api/admin/contest', { query: { cid: other }, token: cast.teacher.token }), 403);
    const p = await contestProblem();
    await addContestProblem(created.id, p.pid, 'A');
    await insertTry({ cid: created.id, pid: p.pid, displayId: 'A', username: cast.participant.username, status: 0 });
    expectOk(await call('DELETE', '/api/admin/contest', { query: { cid: created.id }, token: cast.teacher.token }));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM submissions WHERE cid = ?').bind(created.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM contest_problems WHERE cid = ?').bind(created.id).first('n')).toBe(0);
    expectRefused(await call('GET', '/api/admin/contest', { query: { cid: created.id }, token: cast.root.token }), 404, 'The contest does not exist');
  });

  it('checks every save rule', async () => {
    const add = (body: Record<string, unknown>) => call('POST', '/api/admin/contest', { token: cast.teacher.token, body: contestBody(body) });
    expectRefused(await add({ endTime: isoIn(0) }), 400, 'Contets_Time_Check');
    expectRefused(await add({ endTime: isoIn(600) }), 400, 'Contest_Duration_Check');
    expectRefused(await add({ auth: 2, pwd: ' ' }), 400, 'The password of a private or protected contest is required');
    expectRefused(await add({ starAccount: ['a', 'a'] }), 400, 'Add_Star_User_Error');
    expectRefused(await add({ sealRank: true, sealRankTime: isoIn(1234) }), 400, /seal options/);
    expectRefused(await add({ sealRank: true }), 400, /seal options/);
    expectRefused(await add({ endTime: isoIn(600 + 1200), sealRank: true, sealRankTime: isoIn(600 + 1200 - 1800) }), 400, /seal options/);
    expectOk(await add({ sealRank: true, sealRankTime: isoIn(600) }));
    expectOk(await add({ sealRank: true, sealRankTime: isoIn(600 + 5 * 3600 - 1800) }));
    expectRefused(await add({ awardType: 1 }), 400, 'At least one award is needed when awards are on');
    expectRefused(await add({ awardType: 1, awardConfigList: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#fff', num: 80 }, { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#fff', num: 30 }] }), 400, /100%/);
    expectOk(await add({ awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#fff', num: 3 }] }));
    expectRefused(await add({ openAccountLimit: true, accountLimitRule: '<prefix>t</prefix>' }), 400, 'The account limit rule needs a number range or extra accounts');
    expectRefused(await add({ openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>9</start><end>3</end>' }), 400, /end number/);
    expectRefused(await add({ userDuration: 6 * 3600 }), 400, 'The personal duration cannot be longer than the contest');
    expectRefused(await add({ gid: 5 }), 404, 'The group does not exist');
    expectRefused(await add({ startTime: 'not a time' }), 400, 'startTime must be a date and time');
  });
});

describe('admin contest problems', () => {
  it('adds from the public bank, edits display values, creates a problem inside the contest in one write, and removes', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const pub = await insertProblem({ auth: 1, title: 'Public one' });
    const priv = await insertProblem({ auth: 2 });
    const add = (body: object, token = cast.teacher.token) => call<AdminContestProblemRow>('POST', '/api/admin/contest/add-problem-from-public', { token, body: { cid, ...body } });
    const row = expectOk(await add({ pid: pub.pid, displayId: 'A' }));
    expect(row).toMatchObject({ cid, pid: pub.pid, displayId: 'A', displayTitle: 'Public one', problemId: pub.problemId });
    expectRefused(await add({ pid: pub.pid, displayId: 'B' }), 400, 'The problem is already in this contest');
    expectRefused(await add({ pid: priv.pid, displayId: 'B' }), 403);
    expectOk(await add({ pid: priv.pid, displayId: 'B' }, cast.root.token));
    expectRefused(await add({ pid: 999_999, displayId: 'C' }), 404);
    const other = await insertProblem({ auth: 1 });
    expectRefused(await add({ pid: other.pid, displayId: 'A' }), 400, 'The display ID A is already used in this contest');
    expectRefused(await add({ pid: other.pid, displayId: 'C' }, cast.user.token), 403);

    const changed = expectOk(await call<AdminContestProblemRow>('PUT', '/api/admin/contest/contest-problem', { token: cast.teacher.token, body: { cid, pid: pub.pid, displayId: 'A1', displayTitle: 'Renamed', color: '#123456' } }));
    expect(changed).toMatchObject({ displayId: 'A1', displayTitle: 'Renamed', color: '#123456' });
    expectRefused(await call('PUT', '/api/admin/contest/contest-problem', { token: cast.teacher.token, body: { cid, pid: pub.pid, displayId: 'B', displayTitle: 'x' } }), 400, /already used/);
    expect(expectOk(await call<AdminContestProblemRow>('GET', '/api/admin/contest/contest-problem', { query: { cid, pid: pub.pid }, token: cast.teacher.token })).displayId).toBe('A1');
    const list = expectOk(await call<Page<AdminContestProblemRow>>('GET', '/api/admin/contest/get-problem-list', { query: { cid }, token: cast.teacher.token }));
    expect(list.records.map((r) => r.displayId)).toEqual(['B', 'A1']);

    const problemId = uniqueProblemId('CP');
    const body = {
      cid,
      problem: { problemId, title: 'Made inside', input: 'in', output: 'out', description: 'd', examples: [], auth: 3 },
      languages: ['C++'],
      samples: [{ input: '1\n', output: '1\n' }],
      isUploadTestCase: false,
      contestProblem: { displayId: 'C', displayTitle: 'Inside', color: null },
    };
    const made = expectOk(await call<AdminContestProblemRow>('POST', '/api/admin/contest/problem', { token: cast.teacher.token, body }));
    expect(made).toMatchObject({ displayId: 'C', displayTitle: 'Inside', problemId, auth: 3 });
    expectRefused(await call('POST', '/api/admin/contest/problem', { token: cast.teacher.token, body: { ...body, problem: { ...body.problem, problemId: uniqueProblemId('CP') }, contestProblem: { displayId: 'B', displayTitle: 'x' } } }), 400, /already used/);
    const updated = expectOk(
      await call<AdminContestProblemRow>('PUT', '/api/admin/contest/problem', { token: cast.teacher.token, body: { ...body, problem: { ...body.problem, id: made.pid, title: 'Retitled' }, contestProblem: { displayId: 'C2', displayTitle: 'Inside 2' } } }),
    );
    expect(updated).toMatchObject({ title: 'Retitled', displayId: 'C2', displayTitle: 'Inside 2' });

    expectOk(await call('DELETE', '/api/admin/contest/problem', { query: { cid, pid: pub.pid }, token: cast.teacher.token }));
    expectRefused(await call('DELETE', '/api/admin/contest/problem', { query: { cid, pid: pub.pid }, token: cast.teacher.token }), 404);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM problems WHERE id = ?').bind(pub.pid).first('n')).toBe(1);
  });
});

describe('announcements', () => {
  it('are managed by the contest admins and read by participants, with the unread ones for polling', async () => {
    const cid = await insertContest({ author: cast.teacher.username });
    const add = (title: string, token = cast.teacher.token) => call<ContestAnnouncementView>('POST', '/api/admin/contest/announcement', { token, body: { cid, title, content: `about ${title}` } });
    expectRefused(await add('no', cast.user.token), 403);
    const first = expectOk(await add('First'));
    const second = expectOk(await add('Second'));
    const page = expectOk(await call<Page<ContestAnnouncementView>>('GET', '/api/get-contest-announcement', { query: { cid }, token: cast.user.token }));
    expect(page.records.map((a) => a.id)).toEqual([second.id, first.id]);
    const unread = expectOk(await call<{ id: number }[]>('POST', '/api/get-contest-not-read-announcement', { token: cast.user.token, body: { cid, readAnnouncementList: [first.id] } }));
    expect(unread.map((a) => a.id)).toEqual([second.id]);
    const changed = expectOk(await call<ContestAnnouncementView>('PUT', '/api/admin/contest/announcement', { token: cast.root.token, body: { id: first.id, cid, title: 'First!', content: 'changed' } }));
    expect(changed.title).toBe('First!');
    expect(expectOk(await call<Page<ContestAnnouncementView>>('GET', '/api/admin/contest/announcement', { query: { cid }, token: cast.teacher.token })).total).toBe(2);
    expectOk(await call('DELETE', '/api/admin/contest/announcement', { query: { id: first.id, cid }, token: cast.teacher.token }));
    expectRefused(await call('DELETE', '/api/admin/contest/announcement', { query: { id: first.id, cid }, token: cast.teacher.token }), 404, 'The announcement does not exist');
    expectRefused(await call('GET', '/api/get-contest-announcement', { query: { cid } }), 401);
  });
});

describe('print', () => {
  it('takes 50 characters at least when the contest prints; admins list, mark and download the text', async () => {
    const cid = await insertContest({ author: cast.teacher.username, openPrint: true });
    const closed = await insertContest({ author: cast.teacher.username });
    const text = 'x'.repeat(60);
    const send = (content: string, c = cid) => call('POST', '/api/submit-print-text', { token: cast.participant.token, body: { cid: c, content } });
    expectRefused(await send('   '), 400, 'Content cannot be empty');
    expectRefused(await send('short'), 400, 'The number of content cannot be less than 50');
    expectRefused(await send(text, closed), 403, 'This contest does not offer printing');
    expectOk(await send(text));
    expectRefused(await call('GET', '/api/get-contest-print', { query: { cid }, token: cast.participant.token }), 403);
    const jobs = expectOk(await call<Page<PrintJobView>>('GET', '/api/get-contest-print', { query: { cid }, token: cast.teacher.token }));
    expect(jobs.records).toHaveLength(1);
    const job = jobs.records[0]!;
    expect(job).toMatchObject({ username: cast.participant.username, status: 0 });
    expectOk(await call('PUT', '/api/check-contest-print-status', { query: { id: job.id, cid }, token: cast.teacher.token }));
    expect(expectOk(await call<Page<PrintJobView>>('GET', '/api/get-contest-print', { query: { cid }, token: cast.root.token })).records[0]?.status).toBe(1);
    const file = await request('GET', '/api/file/download-contest-print-text', { query: { id: job.id }, token: cast.teacher.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toMatch(/attachment; filename=".*\.txt"/);
    expect(await file.text()).toBe(text);
    expectRefused(await call('GET', '/api/file/download-contest-print-text', { query: { id: job.id }, token: cast.participant.token }), 403);
    expectRefused(await call('GET', '/api/file/download-contest-print-text', { query: { id: 999_999 }, token: cast.teacher.token }), 404);
  });
});

describe('the AC helper and the accepted-code archive', () => {
  it('lists accepted tries newest first with first blood, toggles checked, and zips the accepted code by user or problem', async () => {
    const cid = await insertContest({ author: cast.teacher.username, startIn: -3000 });
    const p = await contestProblem();
    const q = await contestProblem();
    await addContestProblem(cid, p.pid, 'A', 'Alpha', '#ff0000');
    await addContestProblem(cid, q.pid, 'B');
    await registerIn(cid, cast.participant.username);
    const first = await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.participant.username, status: 0, at: -2000, code: 'first code', language: 'C++' });
    const second = await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.user.username, status: 0, at: -1000, code: 'second code', language: 'Python3' });
    await insertTry({ cid, pid: q.pid, displayId: 'B', username: cast.user.username, status: JUDGE_STATUS.wrongAnswer, at: -900 });
    const third = await insertTry({ cid, pid: q.pid, displayId: 'B', username: cast.root.username, status: 0, at: -800, code: 'root code' });
    expectRefused(await call('GET', '/api/get-contest-ac-info', { query: { cid }, token: cast.participant.token }), 403);
    const page = expectOk(await call<Page<AcInfoView>>('GET', '/api/get-contest-ac-info', { query: { cid }, token: cast.teacher.token }));
    expect(page.records.map((r) => [r.id, r.displayId, r.firstBlood, r.checked])).toEqual([
      [third, 'B', true, false],
      [second, 'A', false, false],
      [first, 'A', true, false],
    ]);
    expect(page.records[2]).toMatchObject({ color: '#ff0000', username: cast.participant.username });
    expectOk(await call('PUT', '/api/check-contest-ac-info', { token: cast.teacher.token, body: { id: first, cid, checked: true } }));
    expect(expectOk(await call<Page<AcInfoView>>('GET', '/api/get-contest-ac-info', { query: { cid }, token: cast.root.token })).records[2]?.checked).toBe(true);
    expectRefused(await call('PUT', '/api/check-contest-ac-info', { token: cast.teacher.token, body: { id: 123_456, cid, checked: true } }), 404);
    const oi = await insertContest({ author: cast.teacher.username, type: 1 });
    expectRefused(await call('GET', '/api/get-contest-ac-info', { query: { cid: oi }, token: cast.teacher.token }), 400, 'The AC helper is only for ACM contests');

    const zip = async (query: Record<string, string | boolean>) => {
      const res = await request('GET', '/api/file/download-contest-ac-submission', { query: { cid, ...query }, token: cast.teacher.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
    };
    expect(await zip({ splitType: 'user' })).toEqual({
      [`${cast.participant.username}/A_${first}.cpp`]: 'first code',
      [`${cast.user.username}/A_${second}.py`]: 'second code',
      [`${cast.root.username}/B_${third}.cpp`]: 'root code',
    });
    expect(Object.keys(await zip({ splitType: 'problem', excludeAdmin: true })).sort()).toEqual([`A/${cast.participant.username}_${first}.cpp`, `A/${cast.user.username}_${second}.py`].sort());
    expectRefused(await call('GET', '/api/file/download-contest-ac-submission', { query: { cid }, token: cast.participant.token }), 403);
  });
});

describe('cover images', () => {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

  it('uploads an image of the allowed types up to 1 MB to R2 and serves it; msg is its URL', async () => {
    const uploaded = await call<{ link: string }>('POST', '/api/file/upload-img', { token: cast.teacher.token, body: fileForm(png, 'cover.png', 'image') });
    const { link } = expectOk(uploaded);
    expect(uploaded.body.msg).toBe(link);
    expect(link).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    const served = await request('GET', link);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expectRefused(await call('POST', '/api/file/upload-img', { token: cast.teacher.token, body: fileForm(png, 'cover.exe', 'image') }), 415, 'File type not support');
    expectRefused(await call('POST', '/api/file/upload-img', { token: cast.teacher.token, body: fileForm(new Uint8Array(1024 * 1024 + 1), 'big.png', 'image') }), 413, 'Exceed max size limit');
    expectRefused(await call('POST', '/api/file/upload-img', { token: cast.teacher.token, body: fileForm('not an image', 'fake.png', 'image') }), 400, 'The file is not a valid image');
    expectRefused(await call('POST', '/api/file/upload-img', { token: cast.user.token, body: fileForm(png, 'cover.png', 'image') }), 403);
    expectRefused(await call('GET', '/api/public/img/nothing.png'), 404);
  });
});
