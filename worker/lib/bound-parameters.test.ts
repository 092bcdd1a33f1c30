import { env } from 'cloudflare:workers';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCAL_OJ } from '../../contract/api/problems';
import { database } from '../db/client';
import { users } from '../db/schema-accounts';
import { tags } from '../db/schema-problems';
import { batchRows, boundedStatements, D1_MAX_BOUND_PARAMETERS, inList, notInList, rowsPerStatement } from './bound-parameters';

const db = database(env);

/** User rows of this run; `realname` only on the rows `withRealname` picks (a column left out binds no value). */
function userRows(count: number, withRealname: (i: number) => boolean = () => true) {
  const run = crypto.randomUUID().slice(0, 8);
  return Array.from({ length: count }, (_, i) => ({
    id: `bp-${run}-${i}`,
    username: `bp${run}${i}`,
    usernameKey: `bp${run}${i}`,
    passwordHash: 'x',
    email: `bp-${run}-${i}@example.test`,
    ...(withRealname(i) ? { realname: `R${i}` } : {}),
  }));
}

const boundOf = (statement: { toSQL(): { params: unknown[] } }) => statement.toSQL().params.length;

/** The user ids the statements bind, in their order. */
const boundIds = (statements: { toSQL(): { params: unknown[] } }[], rows: { id: string }[]) => {
  const ids = new Set(rows.map((r) => r.id));
  return statements.flatMap((s) => s.toSQL().params.filter((p) => typeof p === 'string' && ids.has(p)));
};

describe('rowsPerStatement', () => {
  it('fits as many rows as the limit allows beside the fixed values', () => {
    expect(rowsPerStatement(12)).toBe(8);
    expect(rowsPerStatement(3, 1)).toBe(33);
    expect(rowsPerStatement(1)).toBe(D1_MAX_BOUND_PARAMETERS);
    expect(rowsPerStatement(100)).toBe(1);
  });

  it('refuses a row that cannot fit and a row binding nothing', () => {
    expect(() => rowsPerStatement(101)).toThrow(RangeError);
    expect(() => rowsPerStatement(50, 51)).toThrow(RangeError);
    expect(() => rowsPerStatement(0)).toThrow(RangeError);
  });
});

describe('boundedStatements', () => {
  it('cuts rows into statements of at most 100 values, all rows once and in order', () => {
    const rows = userRows(250);
    const statements = boundedStatements(rows, (part) => db.insert(users).values(part));
    const perRow = boundOf(db.insert(users).values(rows[0]!));
    expect(statements).toHaveLength(Math.ceil(250 / Math.floor(D1_MAX_BOUND_PARAMETERS / perRow)));
    expect(statements.every((s) => boundOf(s) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);
    expect(boundIds(statements, rows)).toEqual(rows.map((r) => r.id));
  });

  it('halves a part whose later rows bind more values than the first two', () => {
    const rows = userRows(120, (i) => i >= 2);
    const statements = boundedStatements(rows, (part) => db.insert(users).values(part));
    expect(statements.every((s) => boundOf(s) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);
    expect(boundIds(statements, rows)).toEqual(rows.map((r) => r.id));
  });

  it('writes what one statement cannot: D1 refuses 101 values, the cut statements all go in one batch', async () => {
    const rows = userRows(40);
    const refused: unknown = await db.insert(users).values(rows).run().then(() => null, (error: unknown) => error);
    expect(String((refused as Error | null)?.cause)).toMatch(/too many SQL variables/);
    const [first, ...rest] = boundedStatements(rows, (part) => db.insert(users).values(part));
    await db.batch([first!, ...rest]);
    const written = await db.select({ id: users.id }).from(users).where(like(users.id, `${rows[0]!.id.slice(0, 12)}%`)).all();
    expect(written).toHaveLength(40);
  });

  it('answers nothing for no rows, and refuses a single row over the limit', () => {
    expect(boundedStatements([], (part: { name: string }[]) => db.insert(tags).values(part))).toEqual([]);
    expect(() => boundedStatements([1], () => ({ toSQL: () => ({ params: new Array<number>(101).fill(0) }) }))).toThrow(/binds 101 values/);
  });
});

describe('inList and notInList', () => {
  it('match a list of thousands in one statement, as one bound value', async () => {
    const rows = userRows(30);
    const [first, ...rest] = boundedStatements(rows, (part) => db.insert(users).values(part));
    await db.batch([first!, ...rest]);
    const wanted = [...rows.filter((_, i) => i % 3 === 0).map((r) => r.id), ...Array.from({ length: 5000 }, (_, i) => `missing-${i}`)];
    const query = db.select({ id: users.id }).from(users).where(inList(users.id, wanted));
    expect(boundOf(query)).toBe(1);
    expect((await query.all()).map((r) => r.id).sort()).toEqual(rows.filter((_, i) => i % 3 === 0).map((r) => r.id).sort());
    const others = await db.select({ id: users.id }).from(users).where(notInList(users.id, wanted)).all();
    expect(others.some((r) => r.id === rows[1]!.id)).toBe(true);
    expect(others.some((r) => r.id === rows[0]!.id)).toBe(false);
  });

  it('match nothing, and exclude nothing, for an empty list', async () => {
    expect(await db.select({ id: users.id }).from(users).where(inList(users.id, [])).all()).toEqual([]);
    const all = await db.select({ id: users.id }).from(users).all();
    expect(await db.select({ id: users.id }).from(users).where(notInList(users.id, [])).all()).toHaveLength(all.length);
  });
});

describe('batchRows', () => {
  it('answers the rows of every cut statement, in order', async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 150 }, (_, i) => `bp-tag-${run}-${i}`);
    const statements = boundedStatements(names, (part) =>
      db
        .insert(tags)
        .values(part.map((name) => ({ name, oj: LOCAL_OJ })))
        .returning({ name: tags.name }),
    );
    expect(statements.length).toBeGreaterThan(1);
    expect((await batchRows(db, statements)).map((r) => r.name)).toEqual(names);
    expect(await batchRows(db, [])).toEqual([]);
    expect(await db.select({ id: tags.id }).from(tags).where(eq(tags.name, names[149]!)).all()).toHaveLength(1);
  });
});
