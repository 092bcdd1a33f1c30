import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problems } from '../db/schema-problems';

/** One of a group's own problems by its stored display id (prefix included). */
export function groupProblemByProblemId(db: Db, gid: number, problemId: string) {
  return db
    .select()
    .from(problems)
    .where(and(eq(problems.gid, gid), eq(problems.problemId, problemId.trim())))
    .get();
}
