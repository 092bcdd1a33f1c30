import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import { oneOfEachRole } from './community-support';
import { insertContest } from './contests-support';
import { insertProblem } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk } from './support';

/** Issue 21 item 13, decision 47: the audit list names the things a change was about, in words. */

let user: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, root } = await oneOfEachRole());
});

const lastAudit = async (call_: string): Promise<AuditRow> => {
  const page = expectOk(await call<Page<AuditRow>>('GET', '/api/admin/audit/get-audit-list', { token: root.token, query: { call: call_, limit: 1 } }));
  return page.records[0]!;
};

describe('the audit list in words', () => {
  it("names a user by username and a contest by title, whatever field carries the id", async () => {
    expectOk(await call('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, nickname: 'Renamed' } }));
    expect((await lastAudit('adminEditUser')).named).toEqual([{ field: 'uid', id: user.uid, kind: 'user', name: user.username }]);

    const title = `Spring cup ${crypto.randomUUID().slice(0, 6)}`;
    const cid = await insertContest({ title, author: root.username });
    expectOk(await call('PUT', '/api/admin/contest/change-contest-visible', { token: root.token, query: { cid, visible: false } }));
    expect((await lastAudit('adminChangeContestVisible')).named).toEqual([{ field: 'cid', id: cid, kind: 'contest', name: title }]);
  });

  it('names a problem by display id and title while it exists, and keeps its id with the kind once deleted', async () => {
    const problem = await insertProblem();
    const title = (await env.DB.prepare('SELECT title FROM problems WHERE id = ?').bind(problem.pid).first<{ title: string }>())!.title;
    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: root.token, body: { pid: problem.pid, auth: 2 } }));
    expect((await lastAudit('adminChangeProblemAuth')).named).toEqual([{ field: 'pid', id: problem.pid, kind: 'problem', name: `${problem.problemId} ${title}` }]);

    expectOk(await call('DELETE', '/api/admin/problem', { token: root.token, query: { pid: problem.pid } }));
    expect((await lastAudit('adminDeleteProblem')).named).toEqual([{ field: 'pid', id: problem.pid, kind: 'problem', name: null }]);
  });

  it("reads a field by what the call means: a tag's tid is no training", async () => {
    const tag = (await env.DB.prepare("INSERT INTO tags (name, color, oj) VALUES (?, '#000000', 'ME') RETURNING id").bind(`tag${crypto.randomUUID().slice(0, 6)}`).first<{ id: number }>())!;
    expectOk(await call('DELETE', '/api/admin/tag', { token: root.token, query: { tid: tag.id } }));
    expect((await lastAudit('adminDeleteTag')).named).toEqual([{ field: 'tid', id: tag.id, kind: null, name: null }]);
  });
});
