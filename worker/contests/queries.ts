import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contestRegisters, contests } from '../db/schema-contests';

export type ContestRow = typeof contests.$inferSelect;

export function findContestRow(db: Db, cid: number): Promise<ContestRow | undefined> {
  return db.select().from(contests).where(eq(contests.id, cid)).get();
}

export function findRegistration(db: Db, cid: number, uid: string) {
  return db.select().from(contestRegisters).where(and(eq(contestRegisters.cid, cid), eq(contestRegisters.uid, uid))).get();
}
