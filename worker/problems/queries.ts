import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codeTemplates, problemLanguages, problems } from '../db/schema-problems';
import { notFound } from '../lib/api-error';

/** The problem area's shared reads; the use cases keep the ones only they need. */

export type ProblemRow = typeof problems.$inferSelect;

export async function problemByDisplayId(db: Db, displayId: string): Promise<ProblemRow> {
  const row = await db.select().from(problems).where(eq(problems.problemId, displayId)).get();
  if (!row) throw notFound('The problem does not exist');
  return row;
}

/** The problem's own language names by name; empty when it takes every judge language. */
export async function ownLanguageNames(db: Db, pid: number): Promise<string[]> {
  const rows = await db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)).all();
  return rows.map((r) => r.language);
}

/** The enabled code templates of a problem, by language. */
export function enabledTemplates(db: Db, pid: number) {
  return db
    .select()
    .from(codeTemplates)
    .where(and(eq(codeTemplates.pid, pid), eq(codeTemplates.status, true)))
    .orderBy(asc(codeTemplates.language));
}
