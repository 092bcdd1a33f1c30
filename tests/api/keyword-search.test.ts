import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import { insertContest } from './contests-support';
import { insertExam, insertRepo } from './exams-support';
import { createGroup } from './groups-support';
import { insertProblem } from './problems-support';
import { env } from 'cloudflare:workers';
import { call, expectOk } from './support';
import type { TestUser } from './scoreboard-support';
import { insertTraining, userAs } from './trainings-support';

/**
 * Keyword searches with long keywords. The Workers SQLite refuses a LIKE pattern over 50 bytes, so a
 * search built on LIKE alone failed with a 500 for a keyword of 17 Chinese characters while the
 * contract allows 100 characters; a longer keyword is now searched with `instr` (worker/lib/text-search.ts).
 */

/** The query fields that hold text to find (a `username` is matched whole, not searched). */
const SEARCH_FIELDS = ['keyword', 'searchUser', 'problemID', 'target'];

/** 99 UTF-16 units (each emoji is two), 198 bytes of UTF-8: within every search's 100-character limit, four times LIKE's. */
const LONG_KEYWORD = '题😀'.repeat(33);

const queryFields = (e: Endpoint): string[] => Object.keys((e.query as { entries?: object } | undefined)?.entries ?? {});

const searches = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, e]) => e.method === 'GET' && queryFields(e).some((f) => SEARCH_FIELDS.includes(f)));

/** The display ids of the public problems the problem list finds for `keyword`. */
async function find(keyword: string): Promise<string[]> {
  return expectOk(await call<{ records: { problemId: string }[] }>('GET', '/api/get-problem-list', { query: { keyword } })).records.map((r) => r.problemId);
}

let root: TestUser;
/** The ids a list needs beside its keyword: a group, a contest, a training, an exam and a question bank of root's. */
const ids: Record<string, number> = {};
/** The group's own contest and training, for the group's lists of their items. */
const groupIds: Record<string, number> = {};

beforeAll(async () => {
  root = await userAs('root');
  const repoId = await insertRepo(root.username);
  const [group, cid, tid, examId, groupCid, groupTid] = await Promise.all([
    createGroup(root),
    insertContest({ author: root.username }),
    insertTraining({ author: root }),
    insertExam(root.username, repoId),
    insertContest({ author: root.username }),
    insertTraining({ author: root }),
  ]);
  await env.DB.batch([env.DB.prepare('UPDATE contests SET gid = ? WHERE id = ?').bind(group.id, groupCid), env.DB.prepare('UPDATE trainings SET gid = ? WHERE id = ?').bind(group.id, groupTid)]);
  Object.assign(ids, { gid: group.id, cid, tid, examId, repoId });
  Object.assign(groupIds, ids, { cid: groupCid, tid: groupTid });
});

describe('keyword searches', () => {
  it('covers the lists of the contract', () => {
    expect(searches.length).toBeGreaterThan(40);
  });

  it.each(searches)('%s takes its longest keyword, CJK and emoji', async (_, endpoint) => {
    const fields = queryFields(endpoint);
    const known = endpoint.path.startsWith('/api/group/') ? groupIds : ids;
    const search = (keyword: string) => {
      const query: Record<string, string | number> = {};
      for (const field of fields) {
        if (SEARCH_FIELDS.includes(field)) query[field] = keyword;
        else if (field in known) query[field] = known[field]!;
      }
      return call(endpoint.method, endpoint.path, { token: root.token, query });
    };
    let result = await search(LONG_KEYWORD);
    // A field with a shorter limit (a display id) is searched with as many characters as it takes.
    const limit = /must be at most (\d+) characters/.exec(result.body.msg)?.[1];
    if (result.status === 400 && limit) result = await search(LONG_KEYWORD.slice(0, Number(limit) - (Number(limit) % 3)));
    expect(result.status, `${endpoint.path}: ${result.body.msg}`).toBe(200);
  });

  it('finds a problem by a short keyword or 60 Chinese characters of its title, ignoring ASCII case, with % and _ as themselves', async () => {
    const title = `${'长'.repeat(30)}Mixed%_Case${'标题'.repeat(15)}`;
    const { problemId } = await insertProblem({ title });
    expect(await find(`${'长'.repeat(30)}${'标题'.repeat(15)}`)).toEqual([]);
    expect(await find(`${'长'.repeat(20)}mixed%_case${'标题'.repeat(15)}`)).toEqual([problemId]);
    expect(await find('Mixed%_case')).toEqual([problemId]);
    expect(await find('Mixed__Case')).toEqual([]);
    expect(await find('长长Mixed%%')).toEqual([]);
    expect(await find('長'.repeat(40))).toEqual([]);
  });

  it('finds the same rows on both sides of the LIKE limit', async () => {
    const { problemId } = await insertProblem({ title: `Border ${'z'.repeat(60)}` });
    // '%' + 48 + '%' is the longest pattern LIKE takes; one letter more goes to instr
    expect(await find('Z'.repeat(48))).toEqual([problemId]);
    expect(await find('Z'.repeat(49))).toEqual([problemId]);
    expect(await find(`r ${'z'.repeat(60)}`)).toEqual([problemId]);
    expect(await find('z'.repeat(61))).toEqual([]);
  });
});
