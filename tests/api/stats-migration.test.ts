import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { inlineSql, statementBuilder } from '../../scripts/inline-sql';
import { database } from '../../worker/db/client';
import { rebuildStatsStatements } from '../../worker/home/kept-rows';
import { bestResultStatements } from '../../worker/submissions/queries';

/**
 * The migration that creates the kept statistics (decision 34) also fills them from what a site
 * judged before it: its data statements are rebuildStatsStatements written out.
 */

/** Found by what it creates, not by its number (migrations get renumbered when branches merge). */
const statsMigration = env.TEST_MIGRATIONS.findIndex((m) => m.queries.some((q) => q.includes('CREATE TABLE `user_stats`')));

const withoutComments = (query: string) =>
  query
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .trim()
    .replace(/;$/, '');

async function keptTables(db: D1Database) {
  const [site, userDays, users, firstAc] = await db.batch([
    db.prepare('SELECT day, total, ac FROM site_day_stats ORDER BY day'),
    db.prepare('SELECT uid, day, count FROM user_day_stats ORDER BY uid, day'),
    db.prepare('SELECT uid, total, ac, score, oi_coin AS oiCoin FROM user_stats ORDER BY uid'),
    db.prepare('SELECT uid, pid, ac_time AS acTime FROM first_accepted ORDER BY uid, pid'),
  ]);
  return { site: site!.results, userDays: userDays!.results, users: users!.results, firstAc: firstAc!.results };
}

describe('the statistics migration', () => {
  it("ends with rebuildStatsStatements, written out", () => {
    expect(statsMigration).toBeGreaterThan(0);
    const dataStatements = env.TEST_MIGRATIONS[statsMigration]!.queries.map(withoutComments).filter((q) => /^(delete|insert)\b/i.test(q));
    expect(dataStatements).toEqual(rebuildStatsStatements(statementBuilder()).map((s) => withoutComments(inlineSql(s))));
  });

  it('fills the kept statistics of the submissions judged before it', async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(db, env.TEST_MIGRATIONS.slice(0, statsMigration));
    await db.batch([
      db.prepare("INSERT INTO users (id, username, username_key, password_hash, email) VALUES ('mu1', 'mig1', 'mig1', 'x', 'mig1@t.test'), ('mu2', 'mig2', 'mig2', 'x', 'mig2@t.test')"),
      // an ACM problem of difficulty 2, an OI problem of difficulty 4, a private problem
      db.prepare("INSERT INTO problems (id, problem_id, title, type, difficulty, auth) VALUES (901, 'MG1', 'A', 0, 2, 1), (902, 'MG2', 'B', 1, 4, 1), (903, 'MG3', 'C', 0, 1, 2)"),
    ]);
    // Day 20000 (UTC+8) starts at 20000 × 86400 − 8 h.
    const day = 20_000;
    const t = day * 86_400 - 8 * 3600 + 1000;
    const submission = db.prepare(
      "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, cid, gid, submit_time, judge_time, counted_status) VALUES (?, 'P', ?, 'u', 'x', 'C++', 1, ?, ?, ?, ?, ?, ?, ?)",
    );
    const submit = (uid: string, pid: number, status: number, at: number, extra: { score?: number; cid?: number; gid?: number; counted?: number | null } = {}) =>
      submission.bind(pid, uid, status, extra.score ?? (status === 0 ? 100 : 0), extra.cid ?? 0, extra.gid ?? null, at, at + 1, extra.counted === undefined ? status : extra.counted);
    await db.batch([
      submit('mu1', 901, -1, t),
      submit('mu1', 901, 0, t + 100),
      submit('mu1', 903, 0, t + 200),
      submit('mu1', 902, 8, t + 86_400, { score: 60 }),
      // a contest try (the heatmap only), a pending one (nothing)
      submit('mu1', 901, 0, t + 300, { cid: 7 }),
      submit('mu1', 901, 5, t + 400, { counted: null }),
      // homework in a group: the heatmap, the solved count and the first acceptance, not the site's list
      submit('mu2', 901, 0, t + 50, { gid: 3 }),
    ]);
    const drizzleDb = database({ DB: db });
    const best = [['mu1', 901], ['mu1', 902], ['mu1', 903], ['mu2', 901]] as const;
    const [first, ...rest] = best.flatMap(([uid, pid]) => bestResultStatements(drizzleDb, uid, pid));
    await drizzleDb.batch([first!, ...rest]);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const migrated = await keptTables(db);
    expect(migrated).toEqual({
      site: [
        { day, total: 3, ac: 2 },
        { day: day + 1, total: 1, ac: 0 },
      ],
      userDays: [
        { uid: 'mu1', day, count: 4 },
        { uid: 'mu1', day: day + 1, count: 1 },
        { uid: 'mu2', day, count: 1 },
      ],
      // OI rank score of 60 at difficulty 4: round(6 + 8) = 14; coins 1 + 2 for the ACM problem
      users: [
        { uid: 'mu1', total: 4, ac: 1, score: 14, oiCoin: 3 },
        { uid: 'mu2', total: 0, ac: 1, score: 0, oiCoin: 3 },
      ],
      firstAc: [
        { uid: 'mu1', pid: 901, acTime: t + 100 },
        { uid: 'mu1', pid: 903, acTime: t + 200 },
        { uid: 'mu2', pid: 901, acTime: t + 50 },
      ],
    });
    const [again, ...more] = rebuildStatsStatements(drizzleDb);
    await drizzleDb.batch([again, ...more]);
    expect(await keptTables(db)).toEqual(migrated);
  });

  it('leaves them empty on a new database', async () => {
    // The test set-up migrated DB from nothing (tests/api/apply-migrations.ts).
    expect(await keptTables(env.DB)).toEqual({ site: [], userDays: [], users: [], firstAc: [] });
  });
});
