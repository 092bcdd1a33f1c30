import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The bound-parameters rule reads TypeScript types (is an argument a list?), so it lints real files:
 * written to a temporary folder under worker/ (where the rule applies and the worker tsconfig places
 * them), removed afterwards. `refused.ts` holds the shapes that bound one value per element, among
 * them the two that answered 500 (users 9 rows a statement, an id list in inArray); `allowed.ts` the
 * ways the helper and fixed lists are written.
 */
let dir = '';
const files: Record<string, string> = {
  'refused.ts': `import { inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema-accounts';

export function nineAStatement(db: Db, rows: (typeof users.$inferInsert)[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 9) statements.push(db.insert(users).values(rows.slice(i, i + 9)));
  return statements;
}
export const allRows = (db: Db, rows: { userId: string; roleId: number }[]) => db.insert(userRoles).values(rows);
export const writtenRows = (db: Db, a: string, b: string) => db.insert(userRoles).values([{ userId: a, roleId: 1 }, { userId: b, roleId: 1 }]);
export const byIds = (db: Db, ids: string[]) => db.select().from(users).where(inArray(users.id, ids));
export const notByIds = (db: Db, ids: readonly string[] | undefined) => db.select().from(users).where(notInArray(users.id, ids ?? []));
export const spread = (db: Db, ids: string[]) => db.select().from(users).where(inArray(users.id, [...ids, 'x']));
export const joined = (ids: string[]) => sql\`x IN (\${sql.join(ids.map((id) => sql\`\${id}\`), sql\`, \`)})\`;
export const inTemplate = (ids: number[]) => sql<number>\`x IN \${ids}\`;
`,
  'allowed.ts': `import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema-accounts';
import { boundedStatements, inList, notInList } from '../lib/bound-parameters';

const ROLE_IDS: readonly number[] = [1000, 1001];
export const rows = (db: Db, list: { userId: string; roleId: number }[]) => boundedStatements(list, (part) => db.insert(userRoles).values(part));
export const oneRow = (db: Db, row: { userId: string; roleId: number }) => db.insert(userRoles).values(row);
export const byIds = (db: Db, ids: string[]) => db.select().from(users).where(and(inList(users.id, ids), notInList(users.username, ids)));
export const fixed = (db: Db) => db.select().from(userRoles).where(and(inArray(userRoles.roleId, ROLE_IDS), inArray(userRoles.roleId, [1002, 1003])));
export const subquery = (db: Db) => db.select().from(users).where(inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles)));
export const oneValue = (id: string) => sql\`x = \${id}\`;
export const listsOfValues = Object.values({ a: 1 });
`,
};

beforeAll(() => {
  dir = mkdtempSync(path.join(repoRoot, 'worker', 'tmp-lint-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function boundMessages(name: string) {
  const [result] = await new ESLint({ cwd: repoRoot }).lintFiles([path.join(dir, name)]);
  return result!.messages.filter((m) => m.ruleId === 'local/bound-parameters' || m.fatal).map((m) => ({ line: m.line, message: m.message }));
}

describe('the bound-parameters lint rule', { timeout: 240_000 }, () => {
  it('refuses a list of rows outside boundedStatements, and a list bound one value per element', async () => {
    const messages = await boundMessages('refused.ts');
    const rows = expect.stringMatching(/insert a list of rows through boundedStatements/);
    const list = expect.stringMatching(/match a list with inList \/ notInList/);
    expect(messages).toEqual([
      { line: 7, message: rows },
      { line: 10, message: rows },
      { line: 11, message: rows },
      { line: 12, message: list },
      { line: 13, message: list },
      { line: 14, message: list },
      { line: 15, message: list },
      { line: 16, message: list },
    ]);
  });

  it('accepts the helper, single rows, constant or written-out lists and subqueries', async () => {
    expect(await boundMessages('allowed.ts')).toEqual([]);
  });
});
